import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

/** Vitest project settings shared by the Node-side packages: sources via the "source" condition, real chains per file. */
export function nodeProject(
  name: string,
  overrides: { testTimeout?: number; include?: string[]; isolate?: boolean } = {},
) {
  return defineProject({
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name,
      environment: 'node',
      include: overrides.include ?? ['test/**/*.test.ts', 'src/**/*.test.ts'],
      testTimeout: overrides.testTimeout ?? 60_000,
      hookTimeout: 120_000,
      ...(overrides.isolate === undefined ? {} : { isolate: overrides.isolate }),
    },
  })
}
