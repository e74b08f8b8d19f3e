import { defineConfig } from 'vitest/config'

// One vitest run for the whole monorepo: each package or app with tests is a project with its own config. Files run
// one at a time on a 2-core machine (vitest's default, cores - 1): two at a time saved ~10% of the wall time but made
// the browser journeys and the bridge's timeout tests race (two flaky failures in two full runs).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
