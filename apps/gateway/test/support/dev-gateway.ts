import { type DevStack, type DevStackOptions, startDevStack } from '@concord/test-kit/dev-stack'

/** A seeded dev chain and a gateway indexing it, on the test file's own database. */
export type DevGateway = DevStack

/**
 * The gateway tests' dev stack: the gateway on a throwaway database (PostgreSQL under DATABASE_URL, else PGlite),
 * started once it has indexed the chain's head, so a test begins from the seeded history.
 */
export function startDevGateway(
  options: Pick<DevStackOptions, 'webOrigins' | 'signatures' | 'indexer' | 'alerts'> = {},
): Promise<DevGateway> {
  return startDevStack({ ...options, database: 'throwaway', waitForIndexer: true })
}
