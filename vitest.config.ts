import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// The run's dev chains load the first seeded chain's state instead of each seeding its own (@concord/devchain's
// `seedCache`): the test files' forks inherit the variable. One folder per run, so no run sees an older seeding.
if (!process.env.CONCORD_DEVCHAIN_SEED_CACHE) {
  const seedCache = mkdtempSync(join(tmpdir(), 'concord-seed-cache-'))
  process.env.CONCORD_DEVCHAIN_SEED_CACHE = seedCache
  process.once('exit', () => rmSync(seedCache, { recursive: true, force: true }))
}

// One vitest run for the whole monorepo: each package or app with tests is a project with its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.built.config.ts',
      'e2e/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Test files mostly wait (on anvil, indexers, Chromium, child processes): two at a time keep a 2-core machine
    // busy, where vitest's default (cores - 1) would run one file at a time: a fresh-clone CI run took 8 min instead
    // of 11. Tests must therefore not depend on timing (a reply "within 300 ms"): wait for the event instead.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
