import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { GatewayContext, IndexerStatus } from '../context/gateway-context.js'
import { type AlertBacklog, alertBacklog, deliveryLatencyQuantile } from '../modules/alerts/index.js'
import { type RpcMethodCount, rpcCallCounts } from '../rpc/rpc-call-counter.js'
import { hasBearerToken } from '../wire/bearer-token.js'

// Request latency buckets (seconds): the API answers most reads in a few milliseconds; 2.5 s and up is a stall.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Per-chain gauges read from the indexers' status at each scrape. */
function indexerGauges(registry: Registry, ctx: Pick<GatewayContext, 'chains'>): void {
  const gauge = (name: string, help: string, read: (status: IndexerStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['chain'],
      registers: [registry],
      collect() {
        this.reset()
        for (const chain of ctx.chains.values()) {
          if (chain.indexer !== null) this.set({ chain: chain.chainId }, read(chain.indexer))
        }
      },
    })
  gauge('concord_indexer_head_block', "The chain's head block as the indexer last saw it", (s) => s.headBlock)
  gauge('concord_indexer_indexed_block', 'The last block the indexer has written', (s) => s.indexedBlock)
  gauge('concord_indexer_head_lag_blocks', 'Blocks between the head and the last indexed block', (s) =>
    Math.max(0, s.headBlock - s.indexedBlock),
  )
  new Gauge({
    name: 'concord_indexer_backfill_progress_ratio',
    help: "Share of the blocks from the chain's start block to its head that are indexed (1 when caught up)",
    labelNames: ['chain'],
    registers: [registry],
    collect() {
      this.reset()
      for (const chain of ctx.chains.values()) {
        const status = chain.indexer
        if (status === null || status.headBlock <= 0) continue
        const start = chain.config.indexer.startBlock
        const span = Math.max(1, status.headBlock - start + 1)
        this.set({ chain: chain.chainId }, Math.min(1, Math.max(0, (status.indexedBlock - start + 1) / span)))
      }
    },
  })
}

/** JSON-RPC calls and failed calls by method, over every chain, retries included (what providers count). */
function rpcCounters(registry: Registry): void {
  const counter = (name: string, help: string, read: (count: RpcMethodCount) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['method'],
      registers: [registry],
      collect() {
        this.reset()
        for (const [method, count] of rpcCallCounts()) this.inc({ method }, read(count))
      },
    })
  counter('concord_rpc_calls_total', 'JSON-RPC requests sent to chain nodes, by method', (c) => c.calls)
  counter(
    'concord_rpc_errors_total',
    'JSON-RPC requests that failed (no answer or an HTTP error), by method',
    (c) => c.errors,
  )
}

/** The alert outbox's depth and the recent delivery latency (this replica's deliveries). */
function alertGauges(registry: Registry, ctx: Pick<GatewayContext, 'db'>): void {
  const counts = [
    ['concord_alert_outbox_events', 'Alert events waiting to be fanned out into deliveries', 'events'],
    ['concord_alert_deliveries_pending', 'Alert deliveries waiting for their first or next attempt', 'pending'],
    ['concord_alert_deliveries_parked', 'Alert deliveries given up on, waiting for an owner to retry them', 'parked'],
  ] as const
  // One query per scrape for the three gauges (each collects on its own); a database that is away leaves them empty
  // rather than failing the whole scrape, which must still report the rest.
  let read: { at: number; backlog: Promise<AlertBacklog | null> } | null = null
  const backlog = () => {
    if (read === null || Date.now() - read.at > 1_000) {
      read = { at: Date.now(), backlog: alertBacklog.read(ctx.db).catch(() => null) }
    }
    return read.backlog
  }
  for (const [name, help, key] of counts) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const now = await backlog()
        this.reset()
        if (now !== null) this.set(now[key])
      },
    })
  }
  new Gauge({
    name: 'concord_alert_delivery_latency_seconds',
    help: "From an alert's event to its delivery, over this replica's last 1,024 deliveries",
    labelNames: ['quantile'],
    registers: [registry],
    collect() {
      this.reset()
      for (const q of [0.5, 0.99]) {
        const value = deliveryLatencyQuantile(q)
        if (value !== null) this.set({ quantile: String(q) }, value)
      }
    },
  })
}

/**
 * The process: CPU seconds, resident memory, heap in use and the event loop's delay (p99 since the last scrape).
 * prom-client's collectDefaultMetrics would give these too, but it loads OpenTelemetry's API for one of them.
 */
function processGauges(registry: Registry): void {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  new Counter({
    name: 'concord_process_cpu_seconds_total',
    help: 'User and system CPU time of the process',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage()
      this.reset()
      this.inc((user + system) / 1e6)
    },
  })
  gauge('concord_process_resident_memory_bytes', 'Resident memory of the process', () => process.memoryUsage().rss)
  gauge('concord_nodejs_heap_used_bytes', 'V8 heap in use', () => process.memoryUsage().heapUsed)
  gauge(
    'concord_nodejs_eventloop_lag_p99_seconds',
    "The event loop's delay, 99th percentile since the last scrape",
    () => {
      const p99 = loop.percentile(99) / 1e9
      loop.reset()
      return p99
    },
  )
}

/** Gauges of the database pool (PostgreSQL; PGlite has one connection and none). */
function databaseGauges(registry: Registry, ctx: Pick<GatewayContext, 'db'>): void {
  const stats = ctx.db.poolStats
  if (stats === undefined) return
  for (const [name, help, key] of [
    ['concord_db_pool_connections', 'Open connections in the database pool', 'total'],
    ['concord_db_pool_idle', 'Idle connections in the database pool', 'idle'],
    ['concord_db_pool_waiting', 'Queries waiting for a connection', 'waiting'],
  ] as const) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(stats()[key])
      },
    })
  }
}

/**
 * Prometheus metrics at `GET /metrics` (text format): requests and their latency by method, route pattern and status
 * (`concord_http_requests_total`, `concord_http_request_duration_seconds`), the indexers' head, indexed block, lag
 * and backfill progress per chain, JSON-RPC calls and errors by method, the alert outbox and delivery latency, the
 * database pool, and the process (CPU, memory, event-loop delay). With `metrics.token` set, a
 * scrape must send it as a bearer token.
 */
export function installMetrics(app: FastifyInstance, ctx: Pick<GatewayContext, 'chains' | 'db' | 'config'>): void {
  const { enabled, token } = ctx.config.metrics
  if (!enabled) return
  const registry = new Registry()
  processGauges(registry)
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'concord_http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'concord_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its URL: one series per endpoint, whatever the Safe or hash in the path.
    const route = request.routeOptions.url ?? 'unmatched'
    const labels = { method: request.method, route, status: String(reply.statusCode) }
    requests.inc(labels)
    latency.observe(labels, reply.elapsedTime / 1000)
  })
  indexerGauges(registry, ctx)
  databaseGauges(registry, ctx)
  rpcCounters(registry)
  alertGauges(registry, ctx)
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !hasBearerToken(request, token)) {
      return reply.code(401).send({ code: 401, message: 'Send the metrics token as "Authorization: Bearer <token>"' })
    }
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
