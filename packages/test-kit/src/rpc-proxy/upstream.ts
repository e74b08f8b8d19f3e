/** One JSON-RPC call. */
export type RpcRequest = { jsonrpc?: string; id: unknown; method: string; params?: unknown[] }
/** One JSON-RPC answer: a result or an error. */
export type RpcResponse = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } }

/** Sends one call to the node behind the proxy and returns its answer as the node gave it. */
export async function forward(upstream: string, call: RpcRequest): Promise<RpcResponse> {
  const response = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: call.id, method: call.method, params: call.params ?? [] }),
  })
  return (await response.json()) as RpcResponse
}

/** The node's result for `method`, or the error it answered, thrown. */
export async function upstreamResult(upstream: string, method: string, params: unknown[]): Promise<unknown> {
  const answer = await forward(upstream, { id: 0, method, params })
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}
