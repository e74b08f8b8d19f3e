import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerCall, type CallContext } from './answer-call.js'
import { type BlockOffset, blockOffsetView } from './block-offset.js'
import { type ProviderDialect, rateLimitedError } from './provider-errors.js'
import { rateWindow } from './rate-window.js'
import { seededRandom } from './seeded-random.js'
import type { RpcRequest, RpcResponse } from './upstream.js'

/** The limits of the provider the proxy plays; each has the default of a typical paid plan. */
export type LimitingRpcOptions = {
  /** Blocks per eth_getLogs at most (10,000). */
  maxBlockRange?: number
  /** Logs per eth_getLogs answer at most (10,000). */
  maxResults?: number
  /** Calls per second (a sliding second) before HTTP 429 (50); null for no limit. */
  requestsPerSecond?: number | null
  /** Share of HTTP requests answered 429 at random (0). */
  random429Rate?: number
  /** Share of HTTP requests held `stallMs` before they are answered (0). */
  stallRate?: number
  /** How long a stalled request is held (10 s). */
  stallMs?: number
  /** Seed of the random 429s and stalls (1): the same seed gives the same sequence. */
  seed?: number
  /** Whose error texts to send ('infura'). */
  dialect?: ProviderDialect
  /** Whether debug_* and trace_* are offered (false, as on most plans). */
  allowDebug?: boolean
  /** Present the chain with empty blocks inserted after a block (see BlockOffset). */
  blockOffset?: BlockOffset
}

/** What the proxy counted. */
export type LimitingRpcStats = {
  /** JSON-RPC calls received (a batch counts each of its calls). */
  calls: number
  byMethod: Record<string, number>
  refused: { blockRange: number; results: number; rate: number; random429: number; method: number }
  stalled: number
  /** The widest eth_getLogs range served, in blocks, and the most logs one answer held. */
  widestServed: number
  mostResultsServed: number
}

/** A limiting RPC proxy running on 127.0.0.1. */
export type LimitingRpc = {
  url: string
  readonly stats: LimitingRpcStats
  close(): Promise<void>
}

/** A fresh set of counters. */
function emptyStats(): LimitingRpcStats {
  return {
    calls: 0,
    byMethod: {},
    refused: { blockRange: 0, results: 0, rate: 0, random429: 0, method: 0 },
    stalled: 0,
    widestServed: 0,
    mostResultsServed: 0,
  }
}

async function readJson(req: IncomingMessage): Promise<RpcRequest | RpcRequest[]> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString()) as RpcRequest | RpcRequest[]
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * Starts a JSON-RPC proxy in front of `upstream` (anvil) that behaves like a public provider: it refuses wide or
 * crowded eth_getLogs, answers 429 over its request rate and at random, stalls some requests, offers no debug API,
 * and can show the chain with a long stretch of empty blocks (`blockOffset`).
 */
export async function startLimitingRpc(upstream: string, options: LimitingRpcOptions = {}): Promise<LimitingRpc> {
  const stats = emptyStats()
  const dialect = options.dialect ?? 'infura'
  const random = seededRandom(options.seed ?? 1)
  const rate = options.requestsPerSecond === null ? null : rateWindow(options.requestsPerSecond ?? 50)
  const timers = new Set<NodeJS.Timeout>()
  const ctx: CallContext = {
    upstream,
    maxBlockRange: options.maxBlockRange ?? 10_000,
    maxResults: options.maxResults ?? 10_000,
    dialect,
    allowDebug: options.allowDebug ?? false,
    view: options.blockOffset === undefined ? null : blockOffsetView(options.blockOffset),
    stats,
  }
  const stall = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, options.stallMs ?? 10_000)
      timers.add(timer)
    })
  const refusal = (calls: RpcRequest[]): 'rate' | 'random429' | null => {
    stats.calls += calls.length
    if (rate !== null && !calls.every(() => rate.admit())) return 'rate'
    if (random() < (options.random429Rate ?? 0)) return 'random429'
    return null
  }
  const server = createServer(async (req, res) => {
    try {
      const body = await readJson(req)
      const calls = Array.isArray(body) ? body : [body]
      const refused = refusal(calls)
      if (refused !== null) {
        stats.refused[refused]++
        reply(res, 429, { jsonrpc: '2.0', id: calls[0]?.id ?? null, error: rateLimitedError(dialect) })
        return
      }
      if (random() < (options.stallRate ?? 0)) {
        stats.stalled++
        await stall()
      }
      const answers: RpcResponse[] = await Promise.all(calls.map((call) => answerCall(ctx, call)))
      reply(res, 200, Array.isArray(body) ? answers : answers[0])
    } catch (error) {
      // The node behind is down: answered as a provider's load balancer does, a 502 that is not JSON-RPC.
      if (res.destroyed) return
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(`Bad Gateway: ${String(error)}`)
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
