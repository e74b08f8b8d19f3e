import { configDefaults } from 'vitest/config'
import { webProject } from './vitest.project'

// Unit and component tests, each file with a module graph of its own: several test a module's first load (a lazy
// part, a store read from storage). The tests of the built app are vitest.built.config.ts's.
export default webProject({
  name: 'web',
  include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  exclude: [...configDefaults.exclude, 'test/browser/**', 'test/budget/**'],
  isolate: true,
})
