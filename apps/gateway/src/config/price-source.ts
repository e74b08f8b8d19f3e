import type { ChainConfig } from './config-schema.js'

/** Where fiat prices come from; swap in a market-data source by implementing this. */
export type PriceSource = {
  /** Price of one whole native coin in `fiatCode`, or null when unknown. */
  nativePrice(chainId: string, fiatCode: string): Promise<string | null>
  /** Price of one whole token in `fiatCode`, or null when unknown. */
  tokenPrice(chainId: string, tokenAddress: string, fiatCode: string): Promise<string | null>
}

/** The default price source: the fixed prices written in each chain's config. */
export function createFixedPriceSource(chains: readonly ChainConfig[]): PriceSource {
  const byChain = new Map(chains.map((chain) => [chain.chainId, chain.prices]))
  return {
    async nativePrice(chainId, fiatCode) {
      return byChain.get(chainId)?.native[fiatCode.toUpperCase()] ?? null
    },
    async tokenPrice(chainId, tokenAddress, fiatCode) {
      const tokens = byChain.get(chainId)?.tokens ?? {}
      const entry = Object.entries(tokens).find(([address]) => address.toLowerCase() === tokenAddress.toLowerCase())
      return entry?.[1][fiatCode.toUpperCase()] ?? null
    },
  }
}
