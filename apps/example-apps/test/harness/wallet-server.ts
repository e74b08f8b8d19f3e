import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

const hostDir = fileURLToPath(new URL('../host/', import.meta.url))

/** The test wallet page, served on its own port and reached as localhost: another origin than the apps. */
export type WalletServer = { origin: string; pageUrl(appUrl: string, rpcUrl?: string): string; close(): Promise<void> }

/** Bundles test/host/host-page.ts with @concord/apps-host taken from source. */
async function bundleHostPage(): Promise<string> {
  const { build, defaultClientConditions } = await import('vite')
  const output = await build({
    configFile: false,
    root: hostDir,
    logLevel: 'warn',
    cacheDir: fileURLToPath(new URL('../../node_modules/.vite-test', import.meta.url)),
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rolldownOptions: { input: `${hostDir}host-page.ts`, output: { codeSplitting: false } },
    },
  })
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((file) => file.type === 'chunk' && file.isEntry)
  if (chunk?.type !== 'chunk') throw new Error('the host page bundle has no entry chunk')
  return chunk.code
}

/** Starts the wallet page server on 127.0.0.1 (a free port). */
export async function startWalletServer(): Promise<WalletServer> {
  const script = await bundleHostPage()
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        '<!doctype html><html><head><meta charset="utf-8"><title>Test wallet</title></head><body><script type="module" src="/host-page.js"></script></body></html>',
      )
    } else if (pathname === '/host-page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script)
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    pageUrl: (appUrl, rpcUrl) =>
      `${origin}/?${new URLSearchParams({ app: appUrl, ...(rpcUrl ? { rpc: rpcUrl } : {}) })}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
