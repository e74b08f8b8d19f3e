import {
  ChainParams,
  FiatCurrencies,
  MasterCopyResponse,
  type SafeAppData,
  SafeAppsQuery,
  SafeAppsResponse,
} from '@concord/gateway-schema'
import type { SafeAppEntry } from '../../config/config-schema.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import type { GatewayApp } from '../gateway-app.js'

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

/** Safe Apps catalogue, master copies and supported fiat codes. */
export function registerCatalogueRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safe-apps',
    { schema: { params: ChainParams, querystring: SafeAppsQuery, response: { 200: SafeAppsResponse } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const clientUrl = request.query.clientUrl ?? request.query.client_url
      const { url } = request.query
      return chain.config.safeApps
        .filter((entry) => url === undefined || sameUrl(entry.url, url))
        .filter(
          (entry) =>
            clientUrl === undefined ||
            entry.accessControl.type === 'NO_RESTRICTIONS' ||
            entry.accessControl.value.some((allowed) => sameUrl(allowed, clientUrl)),
        )
        .map((entry) => toSafeApp(entry, chain.chainId))
    },
  )

  app.get(
    '/v1/chains/:chainId/about/master-copies',
    { schema: { params: ChainParams, response: { 200: MasterCopyResponse } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      return Object.entries(chain.config.contracts).flatMap(([version, set]) => [
        { address: set.safeSingleton, version },
        { address: set.safeL2Singleton, version: `${version}+L2` },
      ])
    },
  )

  app.get('/v1/balances/supported-fiat-codes', { schema: { response: { 200: FiatCurrencies } } }, async () => {
    const codes = new Set<string>(['USD'])
    for (const chain of ctx.chains.values()) for (const code of chain.config.fiatCodes) codes.add(code.toUpperCase())
    return [...codes]
  })
}
