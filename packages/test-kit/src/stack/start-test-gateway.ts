import type { DevChain } from '@concord/devchain'
import { type GatewayConfig, type StartGatewayOptions, startGateway } from '@concord/gateway'
import { createTestDatabase, type TestDatabase } from '../database/create-test-database.js'
import { type LimitingRpcOptions, startLimitingRpc } from '../rpc-proxy/index.js'
import { type DevGatewayConfigOptions, devGatewayConfig } from './dev-gateway-config.js'

/** Where a test gateway keeps its data. */
export type TestGatewayDatabase =
  /** PGlite in memory. */
  | 'memory'
  /** The test file's own database: a fresh PostgreSQL database under DATABASE_URL, else PGlite in memory. */
  | 'throwaway'
  /** A given place (a PostgreSQL URL or a PGlite folder). */
  | NonNullable<StartGatewayOptions['database']>

/** How to start a gateway on a dev chain for a test. */
export type TestGatewayOptions = DevGatewayConfigOptions & {
  /** 'memory' unless given. */
  database?: TestGatewayDatabase
  /** A built web app the gateway serves, with itself as the app's API (same origin). */
  webRoot?: string
  /** Reach the chain through a limiting RPC proxy with these limits (see startLimitingRpc), as through a provider. */
  limitingRpc?: LimitingRpcOptions
  /** More dev chains the gateway serves, as `npm start -- --chains 2` does: short names dev2, dev3…, each on its own RPC. */
  moreChains?: readonly DevChainOfGateway[]
}

type DevChainOfGateway = Pick<DevChain, 'chainId' | 'rpcUrl' | 'contracts' | 'otherVersions' | 'tokens'>

/** A gateway started for a test: its URL, its config, and `close`, which also drops a throwaway database. */
export type TestGateway = { url: string; config: GatewayConfig; close(): Promise<void> }

type Place = NonNullable<StartGatewayOptions['database']>

async function placeFor(choice: TestGatewayDatabase | undefined): Promise<{ place: Place; db: TestDatabase }> {
  if (choice === 'throwaway') {
    const db = await createTestDatabase()
    return { place: db.url === undefined ? {} : { url: db.url }, db }
  }
  const none: TestDatabase = { drop: async () => {} }
  return { place: choice === undefined || choice === 'memory' ? {} : choice, db: none }
}

/** Starts a gateway indexing `chain` (quietly, on a free port) with the dev config and the test's changes. */
export async function startTestGateway(
  chain: DevChainOfGateway,
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const proxy = options.limitingRpc === undefined ? null : await startLimitingRpc(chain.rpcUrl, options.limitingRpc)
  const config = devGatewayConfig(chain, proxy === null ? options : { ...options, rpcUrl: proxy.url })
  for (const [i, more] of (options.moreChains ?? []).entries()) {
    const names = { shortName: `dev${i + 2}`, chainName: `Concord Devnet ${i + 2}`, rpcUrl: more.rpcUrl }
    config.chains.push(...devGatewayConfig(more, { ...options, ...names }).chains)
  }
  const { place, db } = await placeFor(options.database)
  const web = options.webRoot === undefined ? {} : { webRoot: options.webRoot, webConfig: { gatewayUrl: '' } }
  const gateway = await startGateway({ config, database: place, logLevel: 'silent', ...web }).catch(async (error) => {
    await db.drop()
    await proxy?.close()
    throw error
  })
  return {
    url: gateway.url,
    config,
    async close() {
      await gateway.close()
      await db.drop()
      await proxy?.close()
    },
  }
}
