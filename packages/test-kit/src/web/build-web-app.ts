import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const webDir = resolve(import.meta.dirname, '../../../../apps/web')

/**
 * Builds the web app's production bundle from its current sources (vite build) into `outDir`, a new temporary folder
 * unless given, and returns the folder. Never apps/web/dist: `npm start` builds there and may run meanwhile.
 */
export async function buildWebApp(outDir = mkdtempSync(join(tmpdir(), 'concord-web-dist-'))): Promise<string> {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
  })
  return outDir
}
