import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EXAMPLE_APPS } from './catalogue.js'
import { ensureBuilt } from './ensure-built.js'
import { ExampleAppsError } from './errors.js'
import { createRequestHandler } from './handle-request.js'
import { APPS_ROOT, DIST_DIR, SOURCE_DIRS } from './paths.js'
import { readManifest } from './read-manifest.js'
import { loadStaticFiles } from './static-files.js'

/** Options of {@link startExampleApps}. */
export type StartExampleAppsOptions = {
  /** Interface to bind; default 127.0.0.1. */
  host?: string
  /** Port to bind; default 0 (a free port). */
  port?: number
  /** Told when the apps have to be (re)built first, which takes a few seconds. */
  onProgress?(line: string): void
}

/** One app as the gateway's Safe Apps catalogue lists it. */
export type ExampleAppEntry = { id: number; name: string; url: string; description: string; iconUrl: string }

/** The running server. */
export type ExampleAppsServer = {
  /** Base URL, no trailing slash (e.g. http://127.0.0.1:8090). */
  url: string
  apps: ExampleAppEntry[]
  close(): Promise<void>
}

/** Builds the example apps if needed and serves them; each app lives at `<url>/<slug>` with its manifest.json. */
export async function startExampleApps(options: StartExampleAppsOptions = {}): Promise<ExampleAppsServer> {
  const { host = '127.0.0.1', port = 0, onProgress } = options
  const paths = { appsRoot: APPS_ROOT, distDir: DIST_DIR, sourceDirs: SOURCE_DIRS }
  onProgress?.('checking the example apps build')
  if (await ensureBuilt(paths)) onProgress?.(`built the example apps into ${DIST_DIR}`)
  const files = loadStaticFiles(DIST_DIR)
  const manifests = EXAMPLE_APPS.map((app) => ({ ...app, manifest: readManifest(files, app.slug) }))

  const server = createServer(createRequestHandler(files))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) =>
      reject(
        new ExampleAppsError(
          'LISTEN_FAILED',
          `The example apps server cannot listen on ${host}:${port} (${cause.message}); free the port or pick another one.`,
          { cause },
        ),
      ),
    )
    server.listen(port, host, () => resolve())
  })
  const url = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`
  const apps = manifests.map(({ id, slug, manifest }) => ({
    id,
    name: manifest.name,
    url: `${url}/${slug}`,
    description: manifest.description,
    iconUrl: `${url}/${slug}/${manifest.iconPath}`,
  }))
  return {
    url,
    apps,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Browsers keep connections alive; without this close() would wait for them to time out.
        server.closeAllConnections()
      }),
  }
}

/** A host usable in a URL: wildcard binds are reached on loopback, IPv6 literals need brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
