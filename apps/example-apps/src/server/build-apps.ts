import { join } from 'node:path'
import { EXAMPLE_APPS } from './catalogue.js'
import { ExampleAppsError } from './errors.js'
import { PACKAGE_ROOT } from './paths.js'

/**
 * Passes on Rolldown's warnings but one: viem's `ox` has a Node-only module (its worker pool) that the apps never
 * load, which Vite reports as "externalized for browser compatibility" on every build.
 */
function quietWarning(warning: { message: string }, warn: (warning: { message: string }) => void): void {
  if (warning.message.includes('externalized for browser compatibility')) return
  warn(warning)
}

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
      build: {
        outDir: distDir,
        emptyOutDir: true,
        target: 'es2022',
        // Demo pages served from loopback that bundle wagmi: their size is not the wallet's budget (bench/web is).
        chunkSizeWarningLimit: 4_096,
        rolldownOptions: { input, onwarn: quietWarning },
      },
    })
  } catch (cause) {
    throw new ExampleAppsError(
      'BUILD_FAILED',
      `Building the example apps failed: ${cause instanceof Error ? cause.message : String(cause)}. Fix the error in apps/example-apps/src/apps and start again.`,
      { cause },
    )
  }
}
