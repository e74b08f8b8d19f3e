import type { Plugin, Rolldown } from 'vite'
import { ROUTES_FILE, readRouteModules } from './readRouteModules'

/** The chunk files `files` import statically, with themselves. */
function staticClosure(bundle: Rolldown.OutputBundle, files: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...files]
  for (const file of queue) {
    const chunk = bundle[file]
    if (seen.has(file) || chunk?.type !== 'chunk') continue
    seen.add(file)
    queue.push(...chunk.imports)
  }
  return seen
}

/** The chunk of each module (a page's own chunk, or the shared chunk Rolldown put it in). */
function chunkOfModules(bundle: Rolldown.OutputBundle): Map<string, string> {
  const chunkOf = new Map<string, string>()
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    for (const id of output.moduleIds) chunkOf.set(id.replace(/\?.*$/, ''), output.fileName)
  }
  return chunkOf
}

/** The module file a resolved specifier names (`…/SafeLayout` → `…/SafeLayout.tsx`). */
function moduleFile(chunkOf: Map<string, string>, specifier: string): string | undefined {
  return ['.tsx', '.ts', '/index.ts', ''].map((ext) => chunkOf.get(`${specifier}${ext}`)).find(Boolean)
}

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
      const chunkOf = chunkOfModules(bundle)
      const entries = Object.values(bundle).flatMap((out) =>
        out.type === 'chunk' && out.isEntry ? [out.fileName] : [],
      )
      const atStart = staticClosure(bundle, entries)
      // An index route has its parent's path: the later (the child, with the page's own module) is the one kept.
      const byPath = new Map(readRouteModules(root).map((route) => [route.path, route.modules]))
      const table = [...byPath].map(([path, modules]) => {
        const files = modules.map((specifier) => {
          const chunk = moduleFile(chunkOf, specifier)
          if (!chunk) this.error(`${specifier} (a page of ${ROUTES_FILE}) is in no chunk of the build.`)
          return chunk
        })
        return { path, files: [...staticClosure(bundle, files)].filter((file) => !atStart.has(file)) }
      })
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(table)}\n` })
    },
  }
}
