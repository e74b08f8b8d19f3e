import type { SafeAppData } from '@concord/gateway-schema'
import type { SafeAppEntry } from '../../config/config-schema.js'
import type { ChainRuntime } from '../../context/gateway-context.js'

/** Compares URLs by origin + path without a trailing slash, so `https://a.b/` matches `https://a.b`. */
function sameUrl(a: string, b: string): boolean {
  const normalise = (value: string) => {
    try {
      const url = new URL(value)
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
    } catch {
      return value.replace(/\/+$/, '')
    }
  }
  return normalise(a) === normalise(b)
}

function toSafeApp(app: SafeAppEntry, chainId: string): SafeAppData {
  return {
    ...app,
    chainIds: [chainId],
    accessControl:
      app.accessControl.type === 'DOMAIN_ALLOWLIST' ? app.accessControl : { type: 'NO_RESTRICTIONS', value: null },
  }
}

/** The chain's Safe Apps: only the one at `url` when given, only those the wallet at `clientUrl` may embed. */
export function listSafeApps(
  chain: ChainRuntime,
  filter: { url?: string | undefined; clientUrl?: string | undefined },
) {
  const { url, clientUrl } = filter
  return chain.config.safeApps
    .filter((entry) => url === undefined || sameUrl(entry.url, url))
    .filter(
      (entry) =>
        clientUrl === undefined ||
        entry.accessControl.type === 'NO_RESTRICTIONS' ||
        entry.accessControl.value.some((allowed) => sameUrl(allowed, clientUrl)),
    )
    .map((entry) => toSafeApp(entry, chain.chainId))
}
