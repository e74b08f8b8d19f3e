import { join } from 'node:path'
import type { StartOptions } from './options.ts'
import { progress } from './progress.ts'
import type { RunningApps } from './start-apps.ts'

import type { DevChain } from './start-chains.ts'

/** The gateway `npm start` runs, and the short name of each dev chain (in the order of the chains). */
export type RunningGateway = { url: string; shortNames: string[]; close(): Promise<void> }

/** Starts the gateway on the dev chains: the API and the built web app, with the example apps in its catalogue. */
export async function startDevGateway(args: {
  root: string
  options: StartOptions
  chains: readonly DevChain[]
  apps: RunningApps
  /** The local WalletConnect relay (`--walletconnect-relay`), which the web app's WalletConnect then uses. */
  walletConnectRelayUrl?: string | null
}): Promise<RunningGateway> {
  const { root, options, chains, apps } = args
  const { startGateway, buildDevGatewayConfig } = await import('@concord/gateway')
  const { devEnsRegistryAddress } = await import('@concord/devchain')
  const url = `http://127.0.0.1:${options.port}`
  const configs = chains.map((chain, n) =>
    buildDevGatewayConfig({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      contracts: { ...chain.contracts, ...chain.otherVersions },
      tokens: chain.tokens,
      webOrigins: [url, `http://localhost:${options.port}`],
      safeApps: apps.apps,
      ensRegistryAddress: devEnsRegistryAddress,
      ...(n === 0 ? {} : { shortName: `dev${n + 1}`, chainName: `Concord Devnet ${n + 1}` }),
    }),
  )
  const [config, ...others] = configs
  if (config === undefined) throw new Error('npm start needs at least one dev chain.')
  // One gateway serves every chain: the other chains' entries join the first chain's config.
  for (const other of others) config.chains.push(...other.chains)
  // The local relay needs no real project id: any non-empty one turns WalletConnect on in the web app.
  if (args.walletConnectRelayUrl)
    config.walletConnect = { projectId: 'concord-local', relayUrl: args.walletConnectRelayUrl }
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
  return { url: gateway.url, shortNames: config.chains.map((c) => c.shortName), close: () => gateway.close() }
}
