import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import './provided-context.js'

/**
 * Vitest global setup: a folder for this run's web app build, handed to the test files. It only reserves the place;
 * the first browser test that needs the app builds it there (see webBuildOfRun), so a run without browser tests
 * builds nothing. Removed after the run, and emptied when watch mode reruns (the sources may have changed).
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'concord-web-build-'))
  project.provide('webBuildDir', dir)
  const empty = () => rmSync(dir, { recursive: true, force: true })
  project.onTestsRerun(() => {
    empty()
    mkdirSync(dir)
  })
  return empty
}
