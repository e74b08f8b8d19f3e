import { fileURLToPath } from 'node:url'
import { bundlePages, servePages } from '@concord/test-kit/pages'

const hostPage = fileURLToPath(new URL('../host/host-page.ts', import.meta.url))

/** The test wallet page, served on its own port and reached as localhost: another origin than the apps. */
export type WalletServer = { origin: string; pageUrl(appUrl: string, rpcUrl?: string): string; close(): Promise<void> }

/** Bundles test/host/host-page.ts (@concord/apps-host from source) and serves it on 127.0.0.1 (a free port). */
export async function startWalletServer(): Promise<WalletServer> {
  const host = await servePages(await bundlePages({ 'host-page': hostPage }))
  const origin = `http://localhost:${host.port}`
  return {
    origin,
    pageUrl: (appUrl, rpcUrl) =>
      `${origin}/host-page.html?${new URLSearchParams({ app: appUrl, ...(rpcUrl ? { rpc: rpcUrl } : {}) })}`,
    close: host.close,
  }
}
