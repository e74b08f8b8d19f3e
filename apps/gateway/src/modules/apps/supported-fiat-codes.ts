import type { ChainRuntime } from '../../context/gateway-context.js'

/** USD and every fiat code a configured chain prices in, upper case, once each. */
export function supportedFiatCodes(chains: Iterable<ChainRuntime>): string[] {
  const codes = new Set<string>(['USD'])
  for (const chain of chains) for (const code of chain.config.fiatCodes) codes.add(code.toUpperCase())
  return [...codes]
}
