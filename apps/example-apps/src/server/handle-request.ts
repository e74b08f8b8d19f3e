import type { IncomingMessage, ServerResponse } from 'node:http'
import type { StaticFile } from './static-files.js'

/** Safe{Wallet} and our gateway fetch these from another origin, so they must allow it. */
const CROSS_ORIGIN = /(^|\/)manifest\.json$|\.(svg|png|ico)$/

/** Maps a request path to a built file: `/`, `/<app>` and `/<app>/` serve that page's index.html. */
export function resolveFilePath(pathname: string, files: ReadonlyMap<string, StaticFile>): string | undefined {
  if (files.has(pathname)) return pathname
  const index = `${pathname.replace(/\/$/, '')}/index.html`
  return files.has(index) ? index : undefined
}

/** Answers GET/HEAD for the built files: exact content types, CORS where cross-origin reads are expected, 404 else. */
export function createRequestHandler(files: ReadonlyMap<string, StaticFile>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n')
      return
    }
    const path = resolveFilePath(pathnameOf(req.url), files)
    const file = path === undefined ? undefined : files.get(path)
    if (path === undefined || file === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    const headers: Record<string, string | number> = {
      'Content-Type': file.contentType,
      'Content-Length': file.body.length,
      // Hashed bundle names never change content; pages and manifests must be re-read after a rebuild.
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (CROSS_ORIGIN.test(path)) headers['Access-Control-Allow-Origin'] = '*'
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : file.body)
  }
}

/** The raw path of a request URL without query; anything unparsable becomes a path that matches nothing. */
function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname
  } catch {
    return '\0'
  }
}
