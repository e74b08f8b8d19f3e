import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Alias } from 'vite'

// The app's own Preact, by path: the Coinbase SDK's Preact 10 is hoisted to the root node_modules, and a second copy
// of Preact under the same tree breaks every hook ("Cannot read properties of undefined (reading 'context')").
export const preactRoot = dirname(createRequire(import.meta.url).resolve('preact/package.json'))

/** A path inside the app's own Preact package. */
export const preact = (entry: string) => join(preactRoot, entry)

/**
 * React's module names resolved to Preact's React-compatible layer (preact/compat), for the app and every library it
 * bundles (react-router, TanStack Query, wagmi, RainbowKit). React DOM is 61 KB gzip of a Safe page's first paint;
 * Preact and its compat layer are 10 KB: on Lighthouse's slow-4G phone, home's LCP −240 ms and TBT −80 ms (issue 35
 * point 12, bench/RESULTS.md). Types stay React's (@types/react), which compat follows.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: preact('compat') },
  { find: /^react-dom$/, replacement: preact('compat') },
  { find: /^react-dom\/client$/, replacement: preact('compat/client') },
  { find: /^react-dom\/test-utils$/, replacement: preact('test-utils') },
  { find: /^react\/jsx-runtime$/, replacement: preact('compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('compat/jsx-dev-runtime') },
]
