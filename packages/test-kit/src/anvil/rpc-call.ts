// Runs in Node and in test pages alike (bundled for the browser): fetch only.

/**
 * Sends one JSON-RPC request to the node at `url` and returns its result; a node error throws with its message.
 * `signal` cancels the HTTP request (the bridge's host aborts calls it stopped waiting for).
 */
export async function rpcCall<T>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    ...(signal ? { signal } : {}),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}
