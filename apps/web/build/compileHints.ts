import type { Plugin } from 'vite'
import { type ChunkGraph, entryFiles, routeChunks, staticClosure } from './chunkGraph'
import { LATE_PARTS } from './latePartsPreload'

/** V8's explicit compile hint: a file that starts with this line has all its functions compiled when it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The chunks a page runs as it loads: the entry's, each route's page and the late parts, with what they import. */
function chunksRunAtLoad(chunks: ChunkGraph, root: string): Set<string> {
  const pages = routeChunks(chunks, root).flatMap((route) => route.files)
  const late = Object.keys(chunks).filter((file) => LATE_PARTS.includes(chunks[file]?.name ?? ''))
  return staticClosure(chunks, [...entryFiles(chunks), ...pages, ...late])
}

/** A source map's JSON with one line (the hint's) before the code's. */
function shiftedMap(source: string): string {
  const map = JSON.parse(source) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * Starts each chunk a page runs as it loads with V8's compile hint (Chromium 136+), so its functions are compiled on a
 * background thread as the file streams in. Without it V8 compiles a function on the main thread the first time it
 * runs, inside whatever task called it: on a slow phone a large part of a Safe page's long tasks as its data lands (a
 * list's first rows, a transaction's decoded calls). Chunks loaded only on demand (wallet SDKs, WalletConnect,
 * dialogs) stay lazily compiled: most of their functions never run.
 *
 * The hint is written last, after Vite has put the entry's preload list at its top (the hint must be the first line)
 * and before the SRI plugin hashes the files; a hinted chunk's file name hash covers the hint (augmentChunkHash), so a
 * browser never holds other bytes under the same name than the integrity in index.html.
 */
export function compileHints(): Plugin {
  let root = process.cwd()
  let hinted: Set<string> | undefined
  return {
    name: 'concord:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    renderStart() {
      hinted = undefined
    },
    renderChunk(_code, _chunk, _options, meta) {
      hinted ??= chunksRunAtLoad(meta.chunks as ChunkGraph, root)
      return null
    },
    augmentChunkHash(chunk) {
      return hinted?.has(chunk.fileName) ? COMPILE_HINT : undefined
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [file, chunk] of Object.entries(bundle)) {
          // The same chunks as the hashes were given: named then by their preliminary file names.
          if (chunk.type !== 'chunk' || !hinted?.has(chunk.preliminaryFileName)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const map = bundle[`${file}.map`]
          if (map?.type === 'asset') map.source = shiftedMap(String(map.source))
        }
      },
    },
  }
}
