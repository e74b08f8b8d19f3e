import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One vitest run for the whole monorepo: each package or app with tests is a project with its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Test files mostly wait (on anvil, indexers, Chromium, child processes): two at a time keep a 2-core machine
    // busy, where vitest's default (cores - 1) would run one file at a time: a fresh-clone CI run took 8 min instead
    // of 11. Tests must therefore not depend on timing (a reply "within 300 ms"): wait for the event instead.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
