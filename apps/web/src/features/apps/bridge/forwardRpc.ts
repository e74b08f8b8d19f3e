import type { ChainInfo } from '@concord/gateway-client'
import { z } from 'zod'

const RpcReplySchema = z.union([
  z.object({ result: z.unknown() }).transform((r) => ({ ok: true as const, result: r.result })),
  z
    .object({ error: z.object({ code: z.number(), message: z.string() }) })
    .transform((r) => ({ ok: false as const, message: r.error.message })),
])

/** The node apps' calls go to: the chain's Safe Apps RPC, else its public RPC (never one that needs a key). */
export function appsRpcUrl(chain: ChainInfo): string | undefined {
  const usable = [chain.safeAppsRpcUri, chain.publicRpcUri, chain.rpcUri].find(
    (uri) => uri.value && uri.authentication !== 'API_KEY_PATH',
  )
  return usable?.value
}

/**
 * Sends one JSON-RPC call (already checked against the allow-list by the bridge) to the chain's node and returns its
 * raw `result`; a node error is thrown with the node's message.
 */
export async function forwardRpc(url: string, method: string, params: unknown[], signal: AbortSignal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  })
  if (!response.ok) throw new Error(`The chain's node answered HTTP ${response.status} to ${method}.`)
  const reply = RpcReplySchema.parse(await response.json())
  if (!reply.ok) throw new Error(reply.message)
  return reply.result
}
