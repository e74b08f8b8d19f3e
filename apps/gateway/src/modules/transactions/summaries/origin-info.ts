import type { ChainRuntime } from '../../../context/gateway-context.js'

function parseOrigin(origin: string | null): Record<string, unknown> | null {
  if (origin === null) return null
  try {
    const parsed: unknown = JSON.parse(origin)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The Safe App a transaction came from, matched by the `url` in its origin JSON. */
export function safeAppInfo(chain: ChainRuntime, origin: string | null) {
  const url = parseOrigin(origin)?.url
  // The origin is whatever the proposer sent: only http(s) links and tag-free names reach a page.
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null
  const normalised = url.replace('ipfs.io', 'cloudflare-ipfs.com').replace(/\/+$/, '')
  const app = chain.config.safeApps.find((entry) => entry.url.replace(/\/+$/, '') === normalised)
  const name = parseOrigin(origin)?.name
  if (app !== undefined) return { name: app.name, url: app.url, logoUri: app.iconUrl }
  return typeof name === 'string' ? { name: name.replace(/<[^>]*>/g, ''), url, logoUri: null } : null
}

/** The note inside an origin JSON, with any HTML tags stripped. */
export function noteOf(origin: string | null): string | null {
  const note = parseOrigin(origin)?.note
  return typeof note === 'string' ? note.replace(/<[^>]*>/g, '') : null
}
