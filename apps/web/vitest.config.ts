import { configDefaults } from 'vitest/config'
import { webProject } from './vitest.project'

// Unit and component tests, each file with a module graph of its own: some test a module's first load (pickerLoad's
// lazy list), which a graph shared with other files would already hold. The built app's tests: vitest.built.config.ts.
export default webProject({
  name: 'web',
  include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  exclude: [...configDefaults.exclude, 'test/browser/**', 'test/budget/**'],
  isolate: true,
})
