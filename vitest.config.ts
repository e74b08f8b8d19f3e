import { defineConfig } from 'vitest/config'

// One vitest run for the whole monorepo: each package or app with tests is a project with its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
})
