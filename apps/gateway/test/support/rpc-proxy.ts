import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC proxy in front of anvil that refuses eth_getLogs over more than `maxRange` blocks, like public RPCs do. */
export type RangeLimitedRpc = {
  url: string
  /** eth_getLogs requests refused for their range. */
  refused: number
  /** The widest eth_getLogs range served. */
  widestServed: number
  close(): Promise<void>
}

type RpcCall = { id: unknown; method: string; params?: unknown[] }

/** Starts the proxy on a free 127.0.0.1 port. */
export async function startRangeLimitedRpc(upstream: string, maxRange: number): Promise<RangeLimitedRpc> {
  const state = { refused: 0, widestServed: 0 }
  const answer = async (call: RpcCall) => {
    if (call.method === 'eth_getLogs') {
      const filter = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
      const range = Number(BigInt(filter.toBlock ?? '0x0') - BigInt(filter.fromBlock ?? '0x0')) + 1
      if (range > maxRange) {
        state.refused++
        const message = `query exceeds max block range ${maxRange}`
        return { jsonrpc: '2.0', id: call.id, error: { code: -32005, message } }
      }
      state.widestServed = Math.max(state.widestServed, range)
    }
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
    get refused() {
      return state.refused
    },
    get widestServed() {
      return state.widestServed
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
