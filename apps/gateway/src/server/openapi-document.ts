import { GatewayConfigSchema } from '../config/config-schema.js'
import { createFixedPriceSource } from '../config/price-source.js'
import type { Db } from '../db/db.js'
import { EventBus } from '../events/event-bus.js'
import { createHashPool } from '../hashing/hash-pool.js'
import { buildServer } from './build-server.js'

// Registering routes reads nothing, so the document needs neither a database nor a chain: any use of this one is a bug.
const refuse = async (): Promise<never> => {
  throw new Error('The OpenAPI document is generated without a database')
}
const NO_DATABASE: Db = {
  kind: 'pglite',
  localWriteCount: null,
  query: refuse,
  transaction: refuse,
  tryAdvisoryLock: refuse,
  close: async () => {},
}

/** The gateway's OpenAPI document, generated from its routes' zod schemas as `/openapi.json` serves it. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  // No chains (a config file needs one), every other setting at its default.
  const config = { ...GatewayConfigSchema.omit({ chains: true }).parse({}), chains: [] }
  const ctx = {
    config,
    db: NO_DATABASE,
    chains: new Map(),
    prices: createFixedPriceSource([]),
    events: new EventBus(),
    // No worker threads: the document is built from the routes, nothing is hashed.
    hashing: createHashPool(0),
  }
  const app = await buildServer(ctx, { logLevel: 'silent' })
  try {
    await app.ready()
    // A JSON round trip leaves what a client fetching /openapi.json would see (no undefined members).
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>
  } finally {
    await app.close()
  }
}
