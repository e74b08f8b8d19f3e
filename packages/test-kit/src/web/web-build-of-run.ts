import { mkdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'
import { eventually } from '../eventually/eventually.js'
import { buildWebApp } from './build-web-app.js'
import './provided-context.js'

/** True for the one caller that creates `path` first (mkdir is atomic across the run's worker processes). */
function claim(path: string): boolean {
  try {
    mkdirSync(path)
    return true
  } catch {
    return false
  }
}

/** What the building test file wrote when it finished ("built" or why it failed); null until then. */
function readOutcome(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/**
 * The folder of the web app built once for this test run, from the sources under test: the first test file to ask
 * builds it into the run's folder (web-build-setup), the others wait for that build. Read-only for its users.
 */
export async function webBuildOfRun(): Promise<string> {
  const dir = inject('webBuildDir')
  if (dir === undefined) throw new Error('No web build folder: add @concord/test-kit/web-build-setup as globalSetup.')
  const dist = join(dir, 'dist')
  const outcomePath = join(dir, 'outcome')
  if (claim(join(dir, 'claimed'))) {
    await buildWebApp(dist).then(
      () => writeFile(outcomePath, 'built'),
      (error: unknown) => writeFile(outcomePath, `failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  }
  const finished = (outcome: string | null) => outcome !== null
  const outcome = await eventually(() => readOutcome(outcomePath), finished, 'the web app build of this run', {
    timeoutMs: 600_000,
  })
  if (outcome !== 'built') throw new Error(`The web app build of this run ${outcome}`)
  return dist
}
