import type { ChainInfo } from '@concord/gateway-client'
import type { CurrentSafe } from '../../services/currentSafe'
import { parseSafeParam } from '../../services/safePath'

/** The route's Safe, or the reason the URL names none (shown as a page of its own). */
export type SafeRoute = { ok: true; safe: CurrentSafe } | { ok: false; title: string; detail: string }

/** Resolves `{shortName}:{address}` against the gateway's chains. */
export function resolveSafeRoute(param: string | undefined, chains: ChainInfo[]): SafeRoute {
  const parsed = parseSafeParam(param)
  if (!parsed.ok) {
    return parsed.reason === 'address'
      ? { ok: false, title: 'Invalid Safe address', detail: `"${parsed.input}" does not contain a valid address.` }
      : { ok: false, title: 'Page not found', detail: `"${parsed.input}" is not a Safe link (expected chain:0x…).` }
  }
  const chain = chains.find((c) => c.shortName.toLowerCase() === parsed.shortName.toLowerCase())
  if (!chain) {
    const known = chains.map((c) => c.shortName).join(', ')
    return {
      ok: false,
      title: 'Unknown network',
      detail: `"${parsed.shortName}" is not a network this gateway serves (${known}).`,
    }
  }
  return { ok: true, safe: { chain, address: parsed.address, shortName: chain.shortName } }
}
