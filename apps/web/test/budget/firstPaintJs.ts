import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'

// The subset of Vite's build manifest (build.manifest) this reads: each chunk's file and its static imports.
const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
)

/** One built JS file of the first paint, with its gzip size (level 9, as the build precompresses). */
export type FirstPaintChunk = { file: string; gzipBytes: number }

/**
 * The JS a cold load of a page must fetch before it can paint, read from the build (not timed): index.html's entry,
 * the lazy route modules given (e.g. the Safe's layout and its home page), and everything they statically import.
 */
export function firstPaintJs(distDir: string, routeModules: string[]): FirstPaintChunk[] {
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')))
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest: check the route module's path under apps/web.`)
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [...entries, ...routeModules]) visit(key)
  return [...seen]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
}

/** The home page of a Safe (`/:safe/home`): its lazy route modules, as the manifest names them. */
export const SAFE_HOME_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/dashboard/DashboardPage.tsx']

/** The queue of a Safe (`/:safe/transactions/queue`): its lazy route modules, as the manifest names them. */
export const SAFE_QUEUE_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/transactions/QueuePage.tsx']
