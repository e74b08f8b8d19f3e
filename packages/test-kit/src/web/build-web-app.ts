import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const webDir = resolve(import.meta.dirname, '../../../../apps/web')

/**
 * Builds the web app's production bundle from its current sources (vite build) into `outDir`, a new temporary folder
 * unless given, and returns the folder. Never apps/web/dist: `npm start` builds there and may run meanwhile.
 * NODE_ENV is production whoever calls: under vitest it is `test`, which Vite would pass on to React and friends
 * (their development builds, 55 KB more gzip JS and other behaviour than users get).
 */
export async function buildWebApp(outDir = mkdtempSync(join(tmpdir(), 'concord-web-dist-'))): Promise<string> {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return outDir
}
