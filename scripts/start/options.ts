import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

export type StartOptions = {
  dataDir: string
  port: number
  chainPort: number
  appsPort: number
  /** The port of the webhook receiver that prints alert deliveries. */
  alertsPort: number
  reset: boolean
  /** Also run a local WalletConnect relay (a stand-in for WalletConnect's, for trying WalletConnect offline). */
  walletConnectRelay: boolean
  /** How many dev chains: 31337, then 31338 on the next port (the same contracts and demo Safes on each). */
  chains: number
  chainStatePath: string
  gatewayDataDir: string
  devStackPath: string
}

const usage = `usage: npm start -- [--data-dir DIR] [--port N] [--chain-port N] [--apps-port N] [--alerts-port N]
                    [--chains N] [--reset] [--walletconnect-relay]
  --data-dir DIR   where chain state, gateway database and devstack.json live (default .data)
  --port N         gateway + web app port (default 8080)
  --chain-port N   anvil port (default 8545)
  --apps-port N    example apps port (default 8090)
  --alerts-port N  port of the webhook receiver that prints alert deliveries (default 8091)
  --chains N       dev chains to run, 1 or 2 (default 1): the second has chain id 31338 on the next port
  --reset          wipe the data dir first
  --walletconnect-relay
                   also run a local WalletConnect relay on a free loopback port (a stand-in for WalletConnect's
                   relay, for trying WalletConnect offline); its URL is printed and written to devstack.json`

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`--${name} must be a port number from 1 to 65535, got "${raw}".\n${usage}`)
  }
  return port
}

function parseChains(raw: string | undefined): number {
  if (raw === undefined) return 1
  if (raw !== '1' && raw !== '2') throw new Error(`--chains must be 1 or 2, got "${raw}".\n${usage}`)
  return Number(raw)
}

/** Parses `npm start` arguments; throws with the usage text on anything it does not know. */
export function parseStartOptions(argv: string[], root: string): StartOptions {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(argv).values
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  }
  const dataDir = resolve(root, values['data-dir'] ?? '.data')
  return {
    dataDir,
    port: parsePort('port', values.port, 8080),
    chainPort: parsePort('chain-port', values['chain-port'], 8545),
    appsPort: parsePort('apps-port', values['apps-port'], 8090),
    alertsPort: parsePort('alerts-port', values['alerts-port'], 8091),
    reset: values.reset ?? false,
    walletConnectRelay: values['walletconnect-relay'] ?? false,
    chains: parseChains(values.chains),
    chainStatePath: join(dataDir, 'chain', 'state.json'),
    gatewayDataDir: join(dataDir, 'gateway-db'),
    devStackPath: join(dataDir, 'devstack.json'),
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      'chain-port': { type: 'string' },
      'apps-port': { type: 'string' },
      'alerts-port': { type: 'string' },
      chains: { type: 'string' },
      reset: { type: 'boolean' },
      'walletconnect-relay': { type: 'boolean' },
    },
  })
}
