import { parseArgs } from 'node:util'
import { checkConfig, formatFindings } from './config/check-config.js'
import { loadGatewayConfig } from './config/load-gateway-config.js'
import { startGateway } from './start-gateway.js'

// CLI: node --conditions=source --import tsx src/main.ts --config chains.json [--port 8080] [--host 127.0.0.1] [--data-dir .data/pg]
//      … src/main.ts check-config --config chains.json   (validates the config and each chain's RPC; exit 1 on a fault)
if (process.argv[2] === 'check-config') {
  const { values } = parseArgs({ args: process.argv.slice(3), options: { config: { type: 'string' } } })
  if (values.config === undefined) {
    console.error('Usage: gateway check-config --config <chains.json>')
    process.exit(2)
  }
  const findings = await checkConfig(values.config)
  console.log(formatFindings(findings))
  process.exit(findings.every((finding) => finding.ok) ? 0 : 1)
}

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
