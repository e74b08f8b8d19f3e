/** Calls and failed calls of one JSON-RPC method, since the process started. */
export type RpcMethodCount = { calls: number; errors: number }

// Process-wide: every chain's transports send through the one counting fetch (the metrics endpoint reads these).
const counts = new Map<string, RpcMethodCount>()

/** The JSON-RPC method names in a request body: one, or each of a batch; "unknown" when it is not JSON-RPC. */
function methodsOf(body: unknown): string[] {
  if (typeof body !== 'string') return ['unknown']
  try {
    const parsed = JSON.parse(body) as unknown
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.map((call) =>
      typeof call === 'object' && call !== null && typeof (call as { method?: unknown }).method === 'string'
        ? (call as { method: string }).method
        : 'unknown',
    )
  } catch {
    return ['unknown']
  }
}

function add(methods: readonly string[], failed: boolean): void {
  for (const method of methods) {
    const count = counts.get(method) ?? { calls: 0, errors: 0 }
    count.calls++
    if (failed) count.errors++
    counts.set(method, count)
  }
}

/**
 * `inner` with every RPC request counted by method, and as failed when it throws or answers an HTTP error (a JSON-RPC
 * error inside a 200 answer, such as a revert, is the method's answer, not a failure of the node).
 */
export function countingFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const methods = methodsOf(init?.body)
    try {
      const response = await inner(input, init)
      add(methods, !response.ok)
      return response
    } catch (error) {
      add(methods, true)
      throw error
    }
  }
}

/** The counts so far, by method. */
export function rpcCallCounts(): ReadonlyMap<string, RpcMethodCount> {
  return counts
}
