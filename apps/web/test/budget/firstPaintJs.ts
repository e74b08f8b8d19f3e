import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'

// The subset of Vite's build manifest (build.manifest) this reads: each chunk's file and its static imports.
const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
)

/** One built JS file of the first paint, with its gzip size (level 9, as the build precompresses). */
export type FirstPaintChunk = { file: string; gzipBytes: number }

type Manifest = z.output<typeof ManifestSchema>

function readManifest(distDir: string): Manifest {
  return ManifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')))
}

/** The manifest keys of `modules` and of everything they statically import. */
function staticClosure(manifest: Manifest, modules: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest: check the module's path under apps/web.`)
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of modules) visit(key)
  return seen
}

function jsChunks(distDir: string, manifest: Manifest, keys: Iterable<string>): FirstPaintChunk[] {
  return [...keys]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
}

/**
 * The JS a cold load of a page must fetch before it can paint, read from the build (not timed): index.html's entry,
 * the lazy route modules given (e.g. the Safe's layout and its home page), and everything they statically import.
 */
export function firstPaintJs(distDir: string, routeModules: string[]): FirstPaintChunk[] {
  const manifest = readManifest(distDir)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  return jsChunks(distDir, manifest, staticClosure(manifest, [...entries, ...routeModules]))
}

/** The manifest key of the chunk named `name` (a module's file name: a shared chunk has no source key). */
function chunkNamed(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === name)
  if (keys.length !== 1) throw new Error(`${keys.length} chunks are named ${name} in the build manifest, not one.`)
  return keys[0] as string
}

/**
 * The JS the chunks named `lateChunks` (loaded once the page has settled) fetch beyond the first paint of
 * `routeModules`.
 */
export function afterFirstPaintJs(distDir: string, routeModules: string[], lateChunks: string[]): FirstPaintChunk[] {
  const manifest = readManifest(distDir)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const painted = staticClosure(manifest, [...entries, ...routeModules])
  const lateKeys = lateChunks.map((name) => chunkNamed(manifest, name))
  const late = [...staticClosure(manifest, lateKeys)].filter((key) => !painted.has(key))
  return jsChunks(distDir, manifest, late)
}

/** The home page of a Safe (`/:safe/home`): its lazy route modules, as the manifest names them. */
export const SAFE_HOME_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/dashboard/DashboardPage.tsx']

/** The queue of a Safe (`/:safe/transactions/queue`): its lazy route modules, as the manifest names them. */
export const SAFE_QUEUE_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/transactions/QueuePage.tsx']

/** A Safe's assets (`/:safe/balances`): its lazy route modules, as the manifest names them. */
export const SAFE_ASSETS_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/balances/BalancesPage.tsx']

/** A Safe's history (`/:safe/transactions/history`): its lazy route modules, as the manifest names them. */
export const SAFE_HISTORY_ROUTE = ['src/features/safe/SafeLayout.tsx', 'src/features/transactions/HistoryPage.tsx']

/** The modules the chunk named `name` imports on demand (`import()`), as the manifest lists them. */
export function dynamicImportsOf(distDir: string, name: string): string[] {
  const manifest = readManifest(distDir)
  return manifest[chunkNamed(manifest, name)]?.dynamicImports ?? []
}

/**
 * What loading the chunk named `name` may import on demand: the `import()`s of it and of every chunk it statically
 * imports (a module two lazy chunks share sits in a chunk of its own, with its `import()`s).
 */
export function dynamicImportsUnder(distDir: string, name: string): string[] {
  const manifest = readManifest(distDir)
  const closure = staticClosure(manifest, [chunkNamed(manifest, name)])
  return [...closure].flatMap((key) => manifest[key]?.dynamicImports ?? [])
}

/**
 * The chunks every Safe page loads once it has settled (the Late* wrappers' modules): ENS names, the bell, offline
 * mode, the address book's sync, the batch drawer.
 */
export const AFTER_SETTLE_CHUNKS = ['EnsName', 'NotificationBell', 'OfflineMode', 'AddressBookSync', 'BatchDrawer']

/** A transaction's details (`/:safe/transactions/tx?id=…`): its lazy route modules, as the manifest names them. */
export const SAFE_TX_DETAILS_ROUTE = [
  'src/features/safe/SafeLayout.tsx',
  'src/features/transactions/details/TxDetailsPage.tsx',
]
