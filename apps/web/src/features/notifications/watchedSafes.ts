import type { ChainInfo } from '@concord/gateway-client'
import { parseSafeParam } from '../../services/safePath'

/** A Safe whose events the notification centre hears. */
export type WatchedSafe = { chain: ChainInfo; address: string }

// The gateway caps open event streams per client (16 by default): the centre leaves room for other tabs.
const MAX_WATCHED = 6

/**
 * The Safes whose events feed the centre: the open Safe (from the path) first, then the Safes the user added on the
 * same chain (the wallet's chain when no Safe is open), at most a few.
 */
export function watchedSafes(
  pathname: string,
  watchlist: readonly string[],
  chains: readonly ChainInfo[],
  walletChainId: number | undefined,
): WatchedSafe[] {
  const byShortName = (shortName: string) => chains.find((c) => c.shortName === shortName)
  const open = parseSafeParam(pathname.split('/')[1])
  const openChain = open.ok ? byShortName(open.shortName) : undefined
  const chain = openChain ?? chains.find((c) => c.chainId === String(walletChainId))
  if (!chain) return []
  const watched: WatchedSafe[] = open.ok && openChain ? [{ chain, address: open.address }] : []
  for (const entry of watchlist) {
    const parsed = parseSafeParam(entry)
    if (!parsed.ok || byShortName(parsed.shortName) !== chain) continue
    if (!watched.some((w) => w.address === parsed.address)) watched.push({ chain, address: parsed.address })
  }
  return watched.slice(0, MAX_WATCHED)
}
