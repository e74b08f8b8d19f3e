import { type Address, getAddress, isAddress } from 'viem'

/** A gateway query the chain can answer instead: a Safe's info, or its balances in one currency. */
export type ChainBackedQuery = { kind: 'safeInfo' | 'balances'; chainId: string; safe: Address }

/** Which chain-answerable query a gateway query key is (see query/gatewayQueries), null for the others. */
export function chainBackedQuery(queryKey: readonly unknown[]): ChainBackedQuery | null {
  const [root, kind, chainId, address] = queryKey
  if (root !== 'gateway' || (kind !== 'safeInfo' && kind !== 'balances')) return null
  if (typeof chainId !== 'string' || typeof address !== 'string' || !isAddress(address)) return null
  return { kind, chainId, safe: getAddress(address) }
}
