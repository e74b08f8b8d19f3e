import type { BaseTransaction } from '@concord/apps-sdk'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, parseUnits } from 'viem'
import type { AirdropRow } from './parse-airdrop-csv.js'

/** What a transfer row becomes: the wire transaction, and a line for the user to check. */
export type Transfer = { tx: BaseTransaction; label: string }

/** The token facts the batch needs: decimals (and symbol, for the labels) by token address. */
export type TokenFacts = ReadonlyMap<Address, { decimals: number; symbol: string }>

/**
 * The rows as calls from the Safe: ETH as value, ERC-20 `transfer`, ERC-721 `safeTransferFrom(safe, receiver, id)`.
 * Amounts are in the token's units; an amount finer than its decimals is an error for that line.
 */
export function toTransfers(
  rows: readonly AirdropRow[],
  safe: Address,
  tokens: TokenFacts,
): { ok: true; transfers: Transfer[] } | { ok: false; errors: string[] } {
  const transfers: Transfer[] = []
  const errors: string[] = []
  for (const row of rows) {
    const result = toTransfer(row, safe, tokens)
    if (typeof result === 'string') errors.push(`Line ${row.line}: ${result}`)
    else transfers.push(result)
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, transfers }
}

function toTransfer(row: AirdropRow, safe: Address, tokens: TokenFacts): Transfer | string {
  if (row.type === 'native') {
    const value = units(row.amount, 18, 'ETH')
    if (typeof value === 'string') return value
    return {
      tx: { to: row.receiver, value: value.toString(), data: '0x' },
      label: `${row.amount} ETH → ${row.receiver}`,
    }
  }
  if (row.type === 'nft') {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [safe, row.receiver, row.id],
    })
    return { tx: { to: row.token, value: '0', data }, label: `NFT #${row.id} of ${row.token} → ${row.receiver}` }
  }
  const token = tokens.get(row.token)
  if (!token) return `${row.token} did not answer decimals(): is it an ERC-20 token on this chain?`
  const amount = units(row.amount, token.decimals, token.symbol)
  if (typeof amount === 'string') return amount
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.receiver, amount] })
  return { tx: { to: row.token, value: '0', data }, label: `${row.amount} ${token.symbol} → ${row.receiver}` }
}

function units(amount: string, decimals: number, symbol: string): bigint | string {
  const fraction = amount.split('.')[1] ?? ''
  if (fraction.length > decimals) return `${symbol} has ${decimals} decimals; ${amount} has more.`
  const value = parseUnits(amount, decimals)
  return value > 0n ? value : `the amount must be more than 0.`
}
