import { fileURLToPath } from 'node:url'

/** apps/example-apps/ (this package's folder). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Vite root of the apps: their HTML pages, scripts and public/ files (manifests, icons). */
export const APPS_ROOT = fileURLToPath(new URL('../apps/', import.meta.url))

/** Where the built apps go and are served from. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url))

/** Everything the bundle is made from: a change in any of these makes dist/ stale. */
export const SOURCE_DIRS = [
  APPS_ROOT,
  fileURLToPath(new URL('../../../../packages/apps-sdk/src/', import.meta.url)),
  fileURLToPath(new URL('../../../../packages/apps-contract/src/', import.meta.url)),
  fileURLToPath(new URL('../../../../packages/protocol/src/', import.meta.url)),
]
