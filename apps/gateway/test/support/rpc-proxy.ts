import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call as the proxy sees it. */
export type RpcCall = { id: unknown; method: string; params?: unknown[] }

/** What the proxy does with a call before forwarding it: an answer of its own (an error, say) or nothing. */
export type RpcHook = (call: RpcCall) => Promise<unknown> | unknown

/** A JSON-RPC proxy in front of anvil that counts the calls it forwards and lets a test hold or refuse some. */
export type RpcProxy = {
  url: string
  /** Every call received so far, in order (batches flattened). */
  readonly calls: readonly RpcCall[]
  close(): Promise<void>
}

/** Starts the proxy on a free 127.0.0.1 port; `hook` runs first for each call and may answer it instead. */
export async function startRpcProxy(upstream: string, hook: RpcHook = () => undefined): Promise<RpcProxy> {
  const calls: RpcCall[] = []
  const answer = async (call: RpcCall) => {
    calls.push(call)
    const own = await hook(call)
    if (own !== undefined) return own
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    })
    return response.json()
  }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcCall | RpcCall[]
    const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(result))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The eth_calls among `calls` whose data starts with `selector` (a 4-byte function selector). */
export function ethCallsOf(calls: readonly RpcCall[], selector: string): RpcCall[] {
  return calls.filter((call) => {
    if (call.method !== 'eth_call') return false
    const tx = (call.params?.[0] ?? {}) as { data?: string; input?: string }
    return (tx.data ?? tx.input ?? '').toLowerCase().startsWith(selector.toLowerCase())
  })
}

/** A proxy that refuses eth_getLogs over more than `maxRange` blocks, like public RPCs do. */
export type RangeLimitedRpc = {
  url: string
  /** eth_getLogs requests refused for their range. */
  refused: number
  /** The widest eth_getLogs range served. */
  widestServed: number
  close(): Promise<void>
}

/** Starts a range-limited proxy on a free 127.0.0.1 port. */
export async function startRangeLimitedRpc(upstream: string, maxRange: number): Promise<RangeLimitedRpc> {
  const state = { refused: 0, widestServed: 0 }
  const proxy = await startRpcProxy(upstream, (call) => {
    if (call.method !== 'eth_getLogs') return undefined
    const filter = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
    const range = Number(BigInt(filter.toBlock ?? '0x0') - BigInt(filter.fromBlock ?? '0x0')) + 1
    if (range > maxRange) {
      state.refused++
      const message = `query exceeds max block range ${maxRange}`
      return { jsonrpc: '2.0', id: call.id, error: { code: -32005, message } }
    }
    state.widestServed = Math.max(state.widestServed, range)
    return undefined
  })
  return {
    url: proxy.url,
    get refused() {
      return state.refused
    },
    get widestServed() {
      return state.widestServed
    },
    close: proxy.close,
  }
}

/** A proxy that holds every eth_getLogs until `release()`: an indexer that cannot progress. */
export type HeldRpc = { url: string; release(): void; close(): Promise<void> }

/** Starts a proxy that holds eth_getLogs, on a free 127.0.0.1 port. */
export async function startHeldRpc(upstream: string): Promise<HeldRpc> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const proxy = await startRpcProxy(upstream, async (call) => {
    if (call.method === 'eth_getLogs') await released
    return undefined
  })
  return { url: proxy.url, release, close: proxy.close }
}
