import { join } from 'node:path'
import { EXAMPLE_APPS } from './catalogue.js'
import { ExampleAppsError } from './errors.js'
import { PACKAGE_ROOT } from './paths.js'

/** Bundles every app page (plus the landing page) with Vite into `distDir`, workspace packages from source. */
export async function buildApps(appsRoot: string, distDir: string): Promise<void> {
  // Loaded on demand: starting the server on an up-to-date dist/ does not pay for Vite.
  const { build, defaultClientConditions } = await import('vite')
  const input: Record<string, string> = { index: join(appsRoot, 'index.html') }
  for (const app of EXAMPLE_APPS) input[app.slug] = join(appsRoot, app.slug, 'index.html')
  try {
    await build({
      configFile: false,
      root: appsRoot,
      // Absolute asset URLs: an app page works at both /tx-builder and /tx-builder/.
      base: '/',
      cacheDir: join(PACKAGE_ROOT, 'node_modules/.vite'),
      logLevel: 'warn',
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: { outDir: distDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { input } },
    })
  } catch (cause) {
    throw new ExampleAppsError(
      'BUILD_FAILED',
      `Building the example apps failed: ${cause instanceof Error ? cause.message : String(cause)}. Fix the error in apps/example-apps/src/apps and start again.`,
      { cause },
    )
  }
}
