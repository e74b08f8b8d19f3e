import { parseArgs } from 'node:util'
import { loadGatewayConfig } from '../config/load-gateway-config.js'
import { startGateway } from '../start-gateway.js'

/**
 * `concord serve --config <file> …`: starts the gateway (the API, the indexers and, with a web root, the web app on
 * the same origin) and stops it gracefully on SIGINT or SIGTERM; resolves with the exit code once stopped.
 */
export async function serveCommand(args: readonly string[], defaults: { webRoot?: string }): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      config: { type: 'string' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      'web-root': { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
    },
  })
  if (values.config === undefined) {
    console.error(
      'Usage: concord serve --config <file> [--port 8080] [--host 127.0.0.1] [--data-dir <dir>] [--web-root <dir>]',
    )
    return 2
  }
  const config = await loadGatewayConfig(values.config)
  const webRoot = values['web-root'] ?? defaults.webRoot
  const gateway = await startGateway({
    config,
    host: values.host,
    port: Number(values.port),
    database: { url: process.env.DATABASE_URL, dataDir: values['data-dir'] },
    ...(webRoot === undefined ? {} : { webRoot, webConfig: { gatewayUrl: '' } }),
    logLevel: values['log-level'],
  })
  console.log(`Concord gateway listening on ${gateway.url}`)
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        gateway.close().then(
          () => resolve(0),
          () => resolve(1),
        )
      })
    }
  })
}
