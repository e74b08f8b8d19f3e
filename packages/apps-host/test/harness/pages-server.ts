import http from 'node:http'
import type net from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url))

/** Test pages, each bundled into one script with our workspace packages taken from source. */
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

async function bundle(pages: readonly PageName[]): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: Object.fromEntries(pages.map((p) => [p, `${pagesDir}${p}.ts`])),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/out',
    conditions: ['source'],
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return new Map(result.outputFiles.map((f) => [f.path.replace('/out/', '/'), f.text]))
}

function serve(files: Map<string, string>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x')
    const page = pathname.match(/^\/([\w-]+)\.html$/)?.[1]
    const script = files.get(pathname)
    if (page && files.has(`/${page}.js`)) {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!doctype html><html><head><meta charset="utf-8"><title>${page}</title></head><body><script type="module" src="/${page}.js"></script></body></html>`,
      )
    } else if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(script)
    } else {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** Bundles the test pages and serves them from two origins. */
export async function startPagesServer(pages: readonly PageName[] = PAGES): Promise<PagesServer> {
  const files = await bundle(pages)
  const wallet = await serve(files)
  const apps = await serve(files)
  const port = (s: http.Server) => (s.address() as net.AddressInfo).port
  const close = (s: http.Server) => new Promise<void>((resolve) => s.close(() => resolve()))
  return {
    walletOrigin: `http://127.0.0.1:${port(wallet)}`,
    appOrigin: `http://localhost:${port(apps)}`,
    thirdOrigin: `http://127.0.0.1:${port(apps)}`,
    close: async () => {
      wallet.closeAllConnections()
      apps.closeAllConnections()
      await Promise.all([close(wallet), close(apps)])
    },
  }
}
