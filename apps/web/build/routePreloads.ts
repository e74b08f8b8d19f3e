import type { Plugin } from 'vite'
import { chunksOf, entryFiles, routeChunks, staticClosure } from './chunkGraph'

/**
 * Writes `route-preloads.json`: for each route of the app, the JS files its page needs beyond what index.html already
 * loads. The gateway adds them to the page it serves for that URL as `<link rel="modulepreload">`
 * (apps/gateway/src/server/web-route-preloads.ts), so a phone fetches the page's code with the app's, not one round
 * trip later once the app has run and the router has found the route (a transaction's details: 26 files).
 */
export function routePreloads(): Plugin {
  let root = process.cwd()
  return {
    name: 'concord:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const atStart = staticClosure(chunks, entryFiles(chunks))
      let routes: ReturnType<typeof routeChunks>
      try {
        routes = routeChunks(chunks, root)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
      const table = routes.map(({ path, files }) => ({
        path,
        files: [...staticClosure(chunks, files)].filter((file) => !atStart.has(file)),
      }))
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(table)}\n` })
    },
  }
}
