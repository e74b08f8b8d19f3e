import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A server of bundled test pages on 127.0.0.1; `close` drops open connections too. */
export type PagesHost = { port: number; close(): Promise<void> }

function respond(files: ReadonlyMap<string, string>, req: http.IncomingMessage, res: http.ServerResponse) {
  const { pathname } = new URL(req.url ?? '/', 'http://x')
  const page = pathname.match(/^\/([\w-]+)\.html$/)?.[1]
  const script = files.get(pathname)
  if (page && files.has(`/${page}.js`)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${page}</title></head><body><script type="module" src="/${page}.js"></script></body></html>`,
    )
  } else if (script !== undefined) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
    res.end(script)
  } else {
    res.writeHead(404).end()
  }
}

/** Serves bundled pages (see bundlePages) on a free port: `/<name>.html` loads the module `/<name>.js`. */
export async function servePages(files: ReadonlyMap<string, string>): Promise<PagesHost> {
  const server = http.createServer((req, res) => respond(files, req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
