import { join } from 'node:path'
import type { StartOptions } from './options.ts'
import { progress } from './progress.ts'
import type { RunningApps } from './start-apps.ts'

type Chain = Awaited<ReturnType<typeof import('@concord/devchain')['startDevChain']>>

export type RunningGateway = { url: string; shortName: string; close(): Promise<void> }

/** Starts the gateway on the dev chain: the API and the built web app, with the example apps in its catalogue. */
export async function startDevGateway(args: {
  root: string
  options: StartOptions
  chain: Chain
  apps: RunningApps
}): Promise<RunningGateway> {
  const { root, options, chain, apps } = args
  const { startGateway, buildDevGatewayConfig } = await import('@concord/gateway')
  const { devEnsRegistryAddress } = await import('@concord/devchain')
  const url = `http://127.0.0.1:${options.port}`
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [url, `http://localhost:${options.port}`],
    safeApps: apps.apps,
    ensRegistryAddress: devEnsRegistryAddress,
  })
  const webRoot = join(root, 'apps/web/dist')
  progress('gateway', `starting on ${url} (database in ${options.gatewayDataDir})`)
  const gateway = await startGateway({
    config,
    host: '127.0.0.1',
    port: options.port,
    database: { url: process.env.DATABASE_URL, dataDir: options.gatewayDataDir },
    // The terminal is for the progress lines and the summary; LOG_LEVEL=info shows every request (pino JSON).
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    webRoot,
    webConfig: { gatewayUrl: url },
  })
  const shortName = config.chains[0]?.shortName ?? 'dev'
  return { url: gateway.url, shortName, close: () => gateway.close() }
}
