import { refreshSessions, settleRequest } from '../client/dappStore'
import type { DappSessionRequest, WalletKitClient } from '../client/loadWalletKit'
import type { DappRpcError } from './rpcErrors'

/**
 * Answers a dapp's request with a result or a JSON-RPC error and takes it off the queue. A session the dapp ended
 * meanwhile cannot be answered: the request just leaves the queue.
 */
export async function respond(
  client: WalletKitClient,
  request: DappSessionRequest,
  answer: { result: unknown } | { error: DappRpcError },
): Promise<void> {
  settleRequest(request)
  try {
    await client.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', ...answer },
    })
  } catch {
    refreshSessions()
  }
}
