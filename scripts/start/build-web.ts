import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

// What the web bundle is built from: its own sources and the workspace libraries it bundles.
const sourceDirs = ['apps/web/src', 'apps/web/index.html', 'packages/gateway-client/src', 'packages/protocol/src']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** Builds the web app when its sources are newer than its bundle; returns what it did. */
export function buildWebIfStale(root: string): string {
  const bundle = join(root, 'apps/web/dist/index.html')
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0
  const changedAt = Math.max(...sourceDirs.map((dir) => newestMtime(join(root, dir))))
  if (builtAt > changedAt) return 'web app is up to date'
  const started = Date.now()
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@concord/web'], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error('Building the web app failed (output above). Fix it, or run `npm run build -w @concord/web`.')
  }
  return `web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`
}
