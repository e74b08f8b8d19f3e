import type { Address, Hex, TransactionInfo, TransactionSummary } from '@concord/gateway-schema'
import { makeTransferTxId } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { addressInfo } from './address-info.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

import type { ChainRuntime } from './gateway-context.js'
import type { TokenRow } from './load-tokens.js'

/** A transfer as stored. */
export type TransferRow = {
  txHash: Hex
  logIndex: number
  blockNumber: number
  executionDate: number
  tokenType: 'NATIVE' | 'ERC20' | 'ERC721'
  tokenAddress: Address | null
  from: Address
  to: Address
  value: string | null
  tokenId: string | null
}

/** Loads transfers matching `where` ($1 = chain id). */
export async function loadTransferRows(
  db: Queryable,
  chainId: string,
  where: string,
  params: readonly unknown[],
  tail = '',
) {
  const rows = await db.query<Record<string, unknown>>(
    `select tx_hash, log_index, block_number, execution_date, token_type, token_address, from_address, to_address, value, token_id
     from transfers where chain_id = $1 and ${where} ${tail}`,
    [chainId, ...params],
  )
  return rows.map(
    (r): TransferRow => ({
      txHash: r.tx_hash as Hex,
      logIndex: r.log_index as number,
      blockNumber: r.block_number as number,
      executionDate: r.execution_date as number,
      tokenType: r.token_type as TransferRow['tokenType'],
      tokenAddress: r.token_address as Address | null,
      from: r.from_address as Address,
      to: r.to_address as Address,
      value: r.value as string | null,
      tokenId: r.token_id as string | null,
    }),
  )
}

/** The Transaction Service id of a transfer: `e`/`i` (token/native) + tx hash without 0x + log index. */
export function transferId(row: TransferRow): string {
  return `${row.tokenType === 'NATIVE' ? 'i' : 'e'}${row.txHash.slice(2)}${row.logIndex}`
}

/** The Transfer txInfo of an indexed transfer, seen from `safe`. */
export function transferInfo(
  chain: ChainRuntime,
  safe: Address,
  row: TransferRow,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionInfo {
  const token = row.tokenAddress === null ? undefined : tokens.get(row.tokenAddress)
  const common = {
    // Token transfers come from the token's own logs, so only native ones lack an address.
    tokenAddress: row.tokenAddress ?? ZERO_ADDRESS,
    tokenName: token?.name ?? null,
    tokenSymbol: token?.symbol ?? null,
    logoUri: token?.logoUri || null,
    trusted: token?.trusted ?? null,
  }
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: addressInfo(chain, row.from),
    recipient: addressInfo(chain, row.to),
    direction: row.from === safe ? 'OUTGOING' : row.to === safe ? 'INCOMING' : 'UNKNOWN',
    transferInfo:
      row.tokenType === 'NATIVE'
        ? { type: 'NATIVE_COIN', value: row.value }
        : row.tokenType === 'ERC721'
          ? { type: 'ERC721', ...common, tokenId: row.tokenId ?? '0' }
          : { type: 'ERC20', ...common, value: row.value ?? '0', decimals: token?.decimals ?? null, imitation: false },
  }
}

/** A transfer as a list item's `transaction`. */
export function summarizeTransfer(
  chain: ChainRuntime,
  safe: Address,
  row: TransferRow,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionSummary {
  return {
    id: makeTransferTxId(safe, transferId(row)),
    txHash: row.txHash,
    timestamp: row.executionDate,
    txStatus: 'SUCCESS',
    txInfo: transferInfo(chain, safe, row, tokens),
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}
