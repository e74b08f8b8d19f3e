import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const SHIM = fileURLToPath(new URL('../src/app/router/reactRouter.ts', import.meta.url))
const SHIM_DIR = fileURLToPath(new URL('../src/app/router/', import.meta.url)).replaceAll('\\', '/')

/**
 * Resolves the app's `import … from 'react-router'` to src/app/router/reactRouter.ts: the library with a `Link` and
 * `NavLink` of our own. react-router's `Link` carries its prefetch and route-discovery code (framework mode's context,
 * page-link helpers) even under a declarative router, and 36 modules import it, so it came with every page's first
 * paint. Imports from src/app/router/ itself, and from libraries, keep the library.
 */
export function lightRouterLinks(): Plugin {
  return {
    name: 'concord:light-router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || importer === undefined) return null
      const path = importer.replaceAll('\\', '/')
      if (path.startsWith(SHIM_DIR) || !path.includes('/apps/web/src/')) return null
      return SHIM
    },
  }
}
