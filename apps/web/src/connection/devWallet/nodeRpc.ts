import { http } from 'viem'
import { WebAppError } from '../../errors'
import { WalletRpcError } from './walletRpcError'

/** One JSON-RPC call to the dev chain node. */
export type NodeRpc = <T>(method: string, params?: unknown[]) => Promise<T>

/**
 * JSON-RPC to the dev chain node over viem's HTTP transport: one try per call and no timeout (a wallet waits for its
 * node), node errors kept with their code (WalletRpcError) so wallets' callers can branch on it.
 */
export function createNodeRpc(rpcUrl: string, fetchFn?: typeof fetch): NodeRpc {
  // `raw`: JSON-RPC errors come back as answers, so the node's own code, message and data are kept as they are.
  const { request } = http(rpcUrl, { raw: true, retryCount: 0, timeout: 0, ...(fetchFn ? { fetchFn } : {}) })({})
  return async <T>(method: string, params: unknown[] = []) => {
    let answer: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    try {
      answer = await request({ method, params })
    } catch (cause) {
      throw new WebAppError('DEV_WALLET_RPC', `The dev chain node at ${rpcUrl} cannot be reached. Is it running?`, {
        cause,
      })
    }
    if (answer.error) throw new WalletRpcError(answer.error.code, answer.error.message, answer.error.data)
    return answer.result as T
  }
}
