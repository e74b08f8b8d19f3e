import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Alias } from 'vite'

// react-query's own query-core: the persister packages and wagmi pin older patch releases, each installed apart, and
// every copy they import was bundled beside react-query's (a second timeoutManager and a third hydration module in the
// first paint's framework chunk, evaluated at boot; 0.2 KB gzip, as gzip folds the near-copies). One copy also means
// one timer provider (main.tsx sets it).
const reactQueryRequire = createRequire(createRequire(import.meta.url).resolve('@tanstack/react-query/package.json'))
const queryCoreRoot = dirname(reactQueryRequire.resolve('@tanstack/query-core/package.json'))

/** `@tanstack/query-core`, wherever it is imported from, resolved to the copy react-query runs on. */
export const queryCoreAlias: Alias = {
  find: /^@tanstack\/query-core$/,
  replacement: join(queryCoreRoot, 'build', 'modern', 'index.js'),
}
