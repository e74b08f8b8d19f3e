import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { KnownToken } from './describeCall'

type Read<T> = PromiseSettledResult<T>

// A symbol a person can read in one line: tokens choose their own, so an empty or oversized one is not shown.
const readableSymbol = (symbol: Read<string>) =>
  symbol.status === 'fulfilled' && typeof symbol.value === 'string' && /^\S{1,32}$/u.test(symbol.value.trim())
    ? symbol.value.trim()
    : null

/**
 * What a token's own `symbol()` and `decimals()` say about it: an ERC-20 when both answer, an NFT (ERC-721) when
 * only the symbol does, and null (unknown, the raw units show) when there is no readable symbol.
 */
export function tokenFromReads(symbol: Read<string>, decimals: Read<number>): KnownToken | null {
  const name = readableSymbol(symbol)
  if (!name) return null
  if (decimals.status === 'fulfilled' && Number.isInteger(decimals.value) && decimals.value <= 77)
    return { symbol: name, decimals: decimals.value, type: 'ERC20' }
  return { symbol: name, decimals: 0, type: 'ERC721' }
}

/** A token's symbol and decimals read on the chain (both reads in parallel); null when it does not say. */
export async function readTokenInfo(client: PublicClient, address: Address): Promise<KnownToken | null> {
  const [symbol, decimals] = await Promise.allSettled([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return tokenFromReads(symbol, decimals)
}
