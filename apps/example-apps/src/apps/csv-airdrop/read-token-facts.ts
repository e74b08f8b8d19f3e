import type { AppsSdk } from '@concord/apps-sdk'
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import type { AirdropRow } from './parse-airdrop-csv.js'
import type { TokenFacts } from './to-transfers.js'

/** Reads decimals() and symbol() of every ERC-20 in the rows through the wallet's rpcCall; a token that fails is left out. */
export async function readTokenFacts(sdk: AppsSdk, rows: readonly AirdropRow[]): Promise<TokenFacts> {
  const tokens = [...new Set(rows.flatMap((row) => (row.type === 'erc20' ? [row.token] : [])))]
  const facts = new Map<Address, { decimals: number; symbol: string }>()
  await Promise.all(
    tokens.map(async (token) => {
      try {
        const decimals = await read(sdk, token, 'decimals')
        const symbol = await read(sdk, token, 'symbol').catch(() => 'tokens')
        facts.set(token, { decimals: Number(decimals), symbol: String(symbol) })
      } catch {
        // Reported per line by toTransfers: the row names the token that did not answer.
      }
    }),
  )
  return facts
}

async function read(sdk: AppsSdk, token: Address, functionName: 'decimals' | 'symbol') {
  const data = encodeFunctionData({ abi: erc20Abi, functionName })
  const result = (await sdk.eth.call([{ to: token, data }])) as `0x${string}`
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result })
}
