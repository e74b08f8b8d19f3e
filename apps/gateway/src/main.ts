import { parseArgs } from 'node:util'
import { loadGatewayConfig } from './config/load-gateway-config.js'
import { startGateway } from './start-gateway.js'

// CLI: node --conditions=source --import tsx src/main.ts --config chains.json [--port 8080] [--host 127.0.0.1] [--data-dir .data/pg]
const { values } = parseArgs({
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
    'Usage: gateway --config <chains.json> [--port 8080] [--host 127.0.0.1] [--data-dir <dir>] [--web-root <dir>]',
  )
  process.exit(2)
}

const config = await loadGatewayConfig(values.config)
const gateway = await startGateway({
  config,
  host: values.host,
  port: Number(values.port),
  database: { url: process.env.DATABASE_URL, dataDir: values['data-dir'] },
  ...(values['web-root'] === undefined ? {} : { webRoot: values['web-root'] }),
  logLevel: values['log-level'],
})
console.log(`Concord gateway listening on ${gateway.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
