import type { GatewayConfig } from './config/config-schema.js'
import { withTokenLists } from './config/load-token-lists.js'
import { createFixedPriceSource, type PriceSource } from './config/price-source.js'
import { createChainRuntimes } from './context/create-chain-runtimes.js'
import { withDiscoveredContracts } from './context/discover-safe-contracts.js'
import type { GatewayContext } from './context/gateway-context.js'
import { type DatabaseOptions, openDatabase } from './db/open-database.js'
import { EventBus } from './events/event-bus.js'
import { startPgEventRelay } from './events/pg-event-relay.js'
import { createHashPool } from './hashing/hash-pool.js'
import { type ChainIndexer, startChainIndexer } from './indexer/loop/run-chain-indexer.js'
import { startDeliveryWorker } from './modules/alerts/index.js'
import { trustConfiguredTokens } from './modules/tokens/index.js'
import { createCoinGeckoPriceSource } from './prices/coingecko-price-source.js'
import { createFeedPriceSource } from './prices/feed-price-source.js'
import { buildServer } from './server/build-server.js'
import { trackLiveReplicas } from './server/live-replicas.js'

/** Options of `startGateway`. */
export type StartGatewayOptions = {
  config: GatewayConfig
  host?: string
  port?: number
  database?: DatabaseOptions
  /** A folder of static files served for non-API GETs, with index.html as the SPA fallback. */
  webRoot?: string
  /** Served as `/config.json`: the web app's run-time config. */
  webConfig?: Record<string, unknown>
  logLevel?: string
  prices?: PriceSource
}

/** A running gateway. */
export type RunningGateway = { url: string; close(): Promise<void> }

/** Price feeds first, then the price API where one is configured, then the config's fixed prices. */
function defaultPriceSource(config: GatewayConfig, chains: ReturnType<typeof createChainRuntimes>): PriceSource {
  const fixed = createFixedPriceSource(config.chains)
  const api = config.priceApi === undefined ? fixed : createCoinGeckoPriceSource(config.priceApi, config.chains, fixed)
  return createFeedPriceSource(chains, api)
}

/** The config with each chain's Safe contracts found and its token lists read, and a line per finding for the log. */
async function completeConfig(input: GatewayConfig): Promise<{ config: GatewayConfig; notes: string[] }> {
  const discovered = await withDiscoveredContracts(input)
  const listed = await withTokenLists(discovered.config)
  return { config: listed.config, notes: [...discovered.notes, ...listed.notes] }
}

/** Opens the database (migrated), starts the HTTP API and the chain indexers, and returns its URL and a graceful `close`. */
export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  // Before anything opens: a chain whose config gives no contracts and has no Safe singleton is refused.
  const { config, notes } = await completeConfig(options.config)
  const db = await openDatabase(options.database ?? {})
  // Tokens indexed before the config (or a list) named them become trusted now, as new ones are when indexed.
  await trustConfiguredTokens(db, config.chains)
  const chains = createChainRuntimes(config)
  const ctx: GatewayContext = {
    config,
    db,
    chains,
    prices: options.prices ?? defaultPriceSource(config, chains),
    events: new EventBus(),
    hashing: createHashPool(config.hashing.workers),
  }
  const replicas = await trackLiveReplicas(db)
  const app = await buildServer(ctx, {
    logLevel: options.logLevel ?? 'info',
    webRoot: options.webRoot,
    webConfig: options.webConfig,
    replicas: replicas.count,
  })
  for (const note of notes) app.log.info(note)
  try {
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 })
  } catch (error) {
    await replicas.stop()
    await ctx.hashing.close()
    await db.close()
    throw error
  }
  // On PostgreSQL, replicas share their event streams' events; PGlite has one process, so the bus stays in it.
  const relay = options.database?.url ? await startPgEventRelay(options.database.url, ctx.events, app.log) : null
  const indexers: ChainIndexer[] = []
  for (const chain of ctx.chains.values()) {
    if (chain.config.indexer.enabled) indexers.push(startChainIndexer(chain, db, app.log, (n) => ctx.events.publish(n)))
  }
  const alertWorker = await startDeliveryWorker(ctx, app.log)
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  const host = options.host ?? '127.0.0.1'
  let closing: Promise<void> | null = null
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close() {
      closing ??= (async () => {
        // The indexers finish their current batch first, so nothing is cut mid-transaction.
        await Promise.all(indexers.map((indexer) => indexer.stop()))
        await alertWorker.stop()
        await relay?.close()
        await app.close()
        await replicas.stop()
        await ctx.hashing.close()
        await db.close()
      })()
      return closing
    },
  }
}
