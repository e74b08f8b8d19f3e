import { fileURLToPath } from 'node:url'
import { bundlePages } from '../pages/bundle-pages.js'
import { servePages } from '../pages/serve-pages.js'

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url))

/** The bridge's test pages: wallets (our host, one written from the reference) and apps (both SDKs, wagmi, a spy). */
export const PAGES = ['host-page', 'ref-host-page', 'app-page', 'wagmi-app-page', 'spoof-page'] as const
type PageName = (typeof PAGES)[number]

/** Two servers on 127.0.0.1: the wallet at http://127.0.0.1:<p1>, the apps at http://localhost:<p2>. */
export type PagesServer = {
  walletOrigin: string
  appOrigin: string
  /** The app server reached by IP: same server, but a third origin (for wrong-origin tests). */
  thirdOrigin: string
  close(): Promise<void>
}

/** Bundles the bridge's test pages (packages from source) and serves them from two origins. */
export async function startPagesServer(pages: readonly PageName[] = PAGES): Promise<PagesServer> {
  const files = await bundlePages(Object.fromEntries(pages.map((p) => [p, `${pagesDir}${p}.ts`])))
  const [wallet, apps] = await Promise.all([servePages(files), servePages(files)])
  return {
    walletOrigin: `http://127.0.0.1:${wallet.port}`,
    appOrigin: `http://localhost:${apps.port}`,
    thirdOrigin: `http://127.0.0.1:${apps.port}`,
    close: async () => {
      await Promise.all([wallet.close(), apps.close()])
    },
  }
}
