import type { Rolldown } from 'vite'
import { ROUTES_FILE, readRouteModules } from './readRouteModules'

/** What the graph of a build's chunks needs of each: its static imports, modules, name and whether it is an entry. */
export type ChunkNode = { imports: string[]; moduleIds: string[]; name: string; isEntry: boolean }

/** The chunks of a build by file name: from the output bundle, or from `renderChunk`'s `meta.chunks` (before hashing). */
export type ChunkGraph = Record<string, ChunkNode>

/** The chunks of an output bundle (its assets left out). */
export function chunksOf(bundle: Rolldown.OutputBundle): ChunkGraph {
  return Object.fromEntries(Object.entries(bundle).filter(([, out]) => out.type === 'chunk')) as ChunkGraph
}

/** The chunk files `files` import statically, with themselves. */
export function staticClosure(chunks: ChunkGraph, files: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...files]
  for (const file of queue) {
    const chunk = chunks[file]
    if (seen.has(file) || !chunk) continue
    seen.add(file)
    queue.push(...chunk.imports)
  }
  return seen
}

/** The entry chunks' files (index.html's module script). */
export function entryFiles(chunks: ChunkGraph): string[] {
  return Object.keys(chunks).filter((file) => chunks[file]?.isEntry)
}

/** The chunk of each module (a page's own chunk, or the shared chunk Rolldown put it in). */
function chunkOfModules(chunks: ChunkGraph): Map<string, string> {
  const chunkOf = new Map<string, string>()
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const id of chunk.moduleIds) chunkOf.set(id.replace(/\?.*$/, ''), file)
  }
  return chunkOf
}

/** The module file a resolved specifier names (`…/SafeLayout` → `…/SafeLayout.tsx`). */
function moduleFile(chunkOf: Map<string, string>, specifier: string): string | undefined {
  return ['.tsx', '.ts', '/index.ts', ''].map((ext) => chunkOf.get(`${specifier}${ext}`)).find(Boolean)
}

/**
 * Each route of src/app/routes.tsx (under the app's `root`) with the chunk files its page's modules are in; throws
 * when a page's module is in no chunk (the table names a file the build did not reach).
 */
export function routeChunks(chunks: ChunkGraph, root: string): { path: string; files: string[] }[] {
  const chunkOf = chunkOfModules(chunks)
  // An index route has its parent's path: the later (the child, with the page's own module) is the one kept.
  const byPath = new Map(readRouteModules(root).map((route) => [route.path, route.modules]))
  return [...byPath].map(([path, modules]) => ({
    path,
    files: modules.map((specifier) => {
      const chunk = moduleFile(chunkOf, specifier)
      if (!chunk) throw new Error(`${specifier} (a page of ${ROUTES_FILE}) is in no chunk of the build.`)
      return chunk
    }),
  }))
}
