import type { ChainInfo } from '@concord/gateway-client'

/** What the gateway that served the page inlined into it (apps/gateway/src/server/web-index-html.ts). */
export type InlineBoot = { config: unknown; chains: ChainInfo[] | undefined }

/**
 * The boot data inlined into index.html, or null when the page has none (the Vite dev server, an older gateway, a
 * static host): the app then fetches `/config.json` and the chains as before. The config is validated by the caller
 * like the file's; the chains are what `/v1/chains` of the same server answers, taken when they have that shape.
 */
export function readInlineBoot(doc: Document): InlineBoot | null {
  const text = doc.getElementById('concord-boot')?.textContent
  if (!text) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { config, chains } = data as { config?: unknown; chains?: unknown }
  const chainList =
    Array.isArray(chains) && chains.length > 0 && chains.every((c) => typeof c?.chainId === 'string')
      ? (chains as ChainInfo[])
      : undefined
  return { config, chains: chainList }
}

/** Whether the app's gateway is the server that sent the page (its inlined chains are then that gateway's). */
export function isPageGateway(gatewayUrl: string, pageOrigin: string): boolean {
  if (gatewayUrl === '') return true
  try {
    const url = new URL(gatewayUrl)
    return url.origin === pageOrigin && (url.pathname === '/' || url.pathname === '')
  } catch {
    return false
  }
}
