import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildApps } from './build-apps.js'
import { newestMtime } from './newest-mtime.js'

/** Written into dist/ after a complete build; its mtime is the build time. */
const STAMP = '.build-stamp'
/** A lock older than this was left by a crashed build. */
const STALE_LOCK_MS = 5 * 60_000

/** Where the build inputs and output live. */
export type BuildPaths = { appsRoot: string; distDir: string; sourceDirs: readonly string[] }

/** True when dist/ has no complete build or any source is newer than it. */
export function isStale({ distDir, sourceDirs }: BuildPaths): boolean {
  let builtAt: number
  try {
    builtAt = statSync(join(distDir, STAMP)).mtimeMs
  } catch {
    return true
  }
  return newestMtime(sourceDirs) > builtAt
}

/** Builds the apps when dist/ is missing or stale; returns whether it built. Safe to call from parallel processes. */
export async function ensureBuilt(paths: BuildPaths): Promise<boolean> {
  if (!isStale(paths)) return false
  const release = await acquireLock(paths.distDir)
  try {
    // Another process may have finished the same build while we waited for the lock.
    if (!isStale(paths)) return false
    await buildApps(paths.appsRoot, paths.distDir)
    writeFileSync(join(paths.distDir, STAMP), `${new Date().toISOString()}\n`)
    return true
  } finally {
    release()
  }
}

/** A lock folder in the temp dir (mkdir is atomic), so two test workers never write dist/ at once. */
async function acquireLock(distDir: string): Promise<() => void> {
  const key = createHash('sha256').update(distDir).digest('hex').slice(0, 16)
  const lock = join(tmpdir(), `concord-example-apps-${key}.lock`)
  for (;;) {
    try {
      mkdirSync(lock)
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (lockAge(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
      else await sleep(100)
    }
  }
}

function lockAge(lock: string): number {
  try {
    return Date.now() - statSync(lock).mtimeMs
  } catch {
    return 0
  }
}
