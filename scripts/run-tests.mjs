#!/usr/bin/env node
// Runs every vitest project once and ends with the plain line `N passed, N failed` that CI reads
// (vitest's own summary is not read there). Extra arguments go to vitest (a project, a file filter).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const report = join(root, '.vitest', `report-${process.pid}.json`)
mkdirSync(dirname(report), { recursive: true })

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs')
const r = spawnSync(
  process.execPath,
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)

/** The first line of a failure message, so the list of failures at the end stays one line per test. */
function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 300)
}

let passed = 0
let failed = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests
  failed = json.numFailedTests
  // A file that fails to load has no test results: count it, or a broken file would read as green.
  for (const file of json.testResults ?? []) {
    const where = relative(root, file.name)
    const tests = file.assertionResults ?? []
    // A file can fail outside its tests (beforeAll, a load error) with its tests skipped, not failed: count and name it.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed += 1
      console.log(`FAILED: ${where}: ${firstLine(file.message)}`)
    }
    for (const test of tests) {
      if (test.status === 'failed')
        console.log(`FAILED: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
  }
  rmSync(report)
} else {
  failed = 1
}
if (r.status !== 0 && failed === 0) {
  failed = 1
  console.log(`FAILED: vitest exited with ${r.status ?? r.signal} and no failed test: see its errors above`)
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : (r.status ?? 1))
