import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { GatewayError } from '../errors.js'

// What apps/web/build/routePreloads.ts writes: each route's URL pattern and the built JS files its page needs beyond
// what index.html loads. File names are checked to the build's shape, so none can close the tag it is written into.
const RoutePreloadsFile = z.array(
  z.object({
    path: z.string().regex(/^\/[\w:/*.-]*$/),
    files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
  }),
)

/** The page's modulepreload links for a request path ('' when no route of the app matches it). */
export type RoutePreloads = (path: string) => { key: string; links: string }

/** A route pattern (`/:safe/transactions/new/*`) as a regular expression over a request path. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) return '[^/]+'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
  return new RegExp(`^/${segments.join('/')}/?$`)
}

/** The `integrity` of each chunk, from index.html's import map (Subresource Integrity): empty if it has none. */
function integrityOf(indexHtml: string): Record<string, string> {
  const map = /<script type="importmap">([^<]*)<\/script>/.exec(indexHtml)?.[1]
  if (!map) return {}
  const parsed = z.object({ integrity: z.record(z.string(), z.string()).optional() }).safeParse(JSON.parse(map))
  return parsed.success ? (parsed.data.integrity ?? {}) : {}
}

/**
 * Reads the web build's `route-preloads.json` (none: no links). For a request path, the `<link rel="modulepreload">`
 * tags of the matching route's files, with their integrity: the page's code is fetched with the app's, not once the
 * app has run and its router has found the route (on a phone's network, a round trip or more later).
 */
export function readRoutePreloads(webRoot: string, indexHtml: string): RoutePreloads {
  const file = join(webRoot, 'route-preloads.json')
  if (!existsSync(file)) return () => ({ key: '', links: '' })
  let table: z.output<typeof RoutePreloadsFile>
  try {
    table = RoutePreloadsFile.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (error) {
    throw new GatewayError(
      'CONFIG_INVALID',
      `${file} is not the route table apps/web's build writes: rebuild the web app (npm run build -w @concord/web).`,
      { cause: error },
    )
  }
  const integrity = integrityOf(indexHtml)
  const routes = table.map(({ path, files }) => ({
    key: path,
    pattern: patternOf(path),
    links: files
      .map((name) => {
        const href = `/${name}`
        const sri = integrity[href] ? ` integrity="${integrity[href]}"` : ''
        return `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}"${sri}>`
      })
      .join(''),
  }))
  return (path) => {
    const route = routes.find((candidate) => candidate.pattern.test(path))
    return route ? { key: route.key, links: route.links } : { key: '', links: '' }
  }
}
