import { startAnvil as startDevAnvil } from '@concord/devchain'

/** A running anvil on a free 127.0.0.1 port, with a raw JSON-RPC helper for the bridge's proxied calls. */
export type Anvil = { url: string; rpc<T>(method: string, params?: unknown[]): Promise<T>; stop(): Promise<void> }

/** Sends one JSON-RPC request to `url` and returns its result, throwing the node's error message. */
export async function rpcCall<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Starts anvil (chain id 31337) through @concord/devchain and waits until it answers JSON-RPC. */
export async function startAnvil(): Promise<Anvil> {
  const anvil = await startDevAnvil()
  return { url: anvil.rpcUrl, rpc: (method, params) => rpcCall(anvil.rpcUrl, method, params), stop: anvil.stop }
}
