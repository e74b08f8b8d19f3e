import { type DevStack, type DevStackOptions, startDevStack } from '@concord/test-kit/dev-stack'

/** A seeded dev chain and a gateway indexing it, on the test file's own database. */
export type DevGateway = DevStack

/**
 * What the gateway tests' provider allows: a paid plan's eth_getLogs limits, no debug API, and a seeded 2% of requests
 * answered 429 (the gateway retries them quickly here), so every test runs through what production RPCs do.
 */
const PROVIDER = { requestsPerSecond: null, random429Rate: 0.02, seed: 18 } as const
const RPC_LIMITS = { retryDelayMs: 20 }

/**
 * The gateway tests' dev stack: the gateway on a throwaway database (PostgreSQL under DATABASE_URL, else PGlite),
 * behind a limiting RPC proxy, started once it has indexed the chain's head, so a test begins from the seeded history.
 */
export function startDevGateway(
  options: Pick<DevStackOptions, 'webOrigins' | 'signatures' | 'indexer' | 'alerts' | 'collectibles'> = {},
): Promise<DevGateway> {
  return startDevStack({
    ...options,
    limitingRpc: PROVIDER,
    rpcLimits: RPC_LIMITS,
    database: 'throwaway',
    waitForIndexer: true,
  })
}
