import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ChainConfig } from '../config/config-schema.js'
import type { GatewayContext } from '../context/gateway-context.js'

/** What the headers are built from besides the config: the web app's build folder and its run-time config. */
type WebSecurityOptions = { webRoot?: string | undefined; webConfig?: Record<string, unknown> | undefined }

// Where the wallets the web app loads on demand talk to (apps/web/src/wallet/moreWallets.ts): WalletConnect's relay,
// RPC, verify, pulse and echo services; MetaMask's SDK relay and analytics; Coinbase Wallet's RPC and WalletLink.
const WALLET_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://echo.walletconnect.com',
  'https://api.web3modal.org',
  'https://metamask-sdk.api.cx.metamask.io',
  'wss://metamask-sdk.api.cx.metamask.io',
  'https://mm-sdk-analytics.api.cx.metamask.io',
  'https://rpc.wallet.coinbase.com',
  'https://keys.coinbase.com',
  'https://cca-lite.coinbase.com',
  'wss://www.walletlink.org',
]
// WalletConnect's Verify API attests the dapp's origin from a hidden frame of its own.
const WALLET_FRAME_SOURCES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']

// Custom apps are added by URL in the user's browser, so their origins cannot be listed here; a policy can be narrowed
// at run time but never widened. Any TLS origin, and loopback on any port (app developers run theirs there, as they
// do against Safe{Wallet}). What such an app may do is decided by the apps host (source window and origin checked on
// every message, no access to the wallet's page), not by this list. connect-src needs them for the app's
// manifest.json and the load probe, img-src for its icon; connect-src costs little, as img-src reaches any https:
// origin anyway (token logos).
const CUSTOM_APP_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*']

// Powerful features nothing in the wallet's own page uses, and never any frame's.
const NEVER_DELEGATED = ['bluetooth', 'hid', 'serial']
// Features an embedded app may ask for in its manifest. `*` only lets the wallet delegate them: a cross-origin frame
// gets one only when its `allow` attribute names it, which the Apps page writes after the user granted it to that app.
const DELEGATED_TO_APPS = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'clipboard-write',
]
const PERMISSIONS_POLICY = [
  ...NEVER_DELEGATED.map((feature) => `${feature}=()`),
  ...DELEGATED_TO_APPS.map((feature) => `${feature}=*`),
].join(', ')

// Answers that are not the web app's pages (API JSON, assets, event streams) may not be rendered or framed at all.
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The origin of a URL, or null for anything that is not an absolute http(s)/ws(s) URL. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null
  try {
    const parsed = new URL(url)
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null
  } catch {
    return null
  }
}

const origins = (urls: readonly unknown[]) => [...new Set(urls.map(originOf).filter((o): o is string => o !== null))]

/** The RPC URLs a chain hands to browsers: the web app's wagmi transport and the embedded apps' RPC. */
const browserRpcUrls = (chain: ChainConfig) => [
  chain.rpcUri.value,
  chain.publicRpcUri.value,
  chain.safeAppsRpcUri.value,
]

/**
 * `'sha256-…'` sources for the build's inline import map (it carries every chunk's integrity, see apps/web's
 * vite.config.ts), so it runs without `'unsafe-inline'`; none without a build. Only import maps: any other inline
 * script, even one written into index.html on disk, stays blocked.
 */
function importMapHashes(webRoot: string | undefined): string[] {
  if (webRoot === undefined) return []
  let html: string
  try {
    html = readFileSync(join(webRoot, 'index.html'), 'utf8')
  } catch {
    return []
  }
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype\s*=\s*["']?importmap\b/i.test(attributes) || /\bsrc\s*=/i.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The web app's Content-Security-Policy: scripts only from the gateway's own origin plus the build's import map by
 * hash (no 'unsafe-inline', no wildcard); styles only from the build and constructed stylesheets (RainbowKit's theme
 * is adopted as one, see apps/web's useRainbowKitTheme); connections to the gateway, the chains' browser RPCs and the
 * wallets' relays; never framed.
 *
 * frame-src and connect-src list the configured Safe Apps' origins, any custom app's (see CUSTOM_APP_SOURCES) and
 * WalletConnect's verify frame.
 */
function pageCsp(ctx: GatewayContext, options: WebSecurityOptions): string {
  const chains = ctx.config.chains
  const apps = chains.flatMap((chain) => chain.safeApps)
  const appOrigins = origins(apps.map((app) => app.url))
  const gateway = origins([options.webConfig?.gatewayUrl])
  // An operator's own WalletConnect relay (walletConnect.relayUrl), which the web app's wallet connects to.
  const relay = origins([ctx.config.walletConnect?.relayUrl])
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...importMapHashes(options.webRoot)],
    'style-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...CUSTOM_APP_SOURCES,
      ...origins(apps.map((app) => app.iconUrl)),
      ...appOrigins,
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...gateway,
      ...origins(chains.flatMap(browserRpcUrls)),
      ...appOrigins,
      ...CUSTOM_APP_SOURCES,
      ...WALLET_CONNECT_SOURCES,
      ...relay,
    ],
    'frame-src': [...appOrigins, ...CUSTOM_APP_SOURCES, ...WALLET_FRAME_SOURCES],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/**
 * The browser-side protections of everything the gateway serves: `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY` and a Referrer-Policy on every answer (API, assets and event streams included, set on the
 * raw response so hijacked streams get them too); on the web app's HTML its CSP and Permissions-Policy; on any other
 * answer but scripts a CSP that renders and frames nothing. The page CSP is built once, from the config and the build.
 */
export function registerWebSecurityHeaders(app: FastifyInstance, ctx: GatewayContext, options: WebSecurityOptions) {
  const csp = pageCsp(ctx, options)
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('x-content-type-options', 'nosniff')
    reply.raw.setHeader('x-frame-options', 'DENY')
    // Other origins learn at most ours, never the path (it names the Safe); same-origin requests keep the full URL.
    reply.raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', csp)
      reply.header('permissions-policy', PERMISSIONS_POLICY)
    } else if (!type.includes('javascript') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_PAGE_CSP)
    }
    return payload
  })
}
