import { WebAppError } from '../../../errors'

let nextId = 1

/** One JSON-RPC call to the dev chain node; node errors keep their code so wallets' callers can branch on it. */
export async function nodeRpc<T>(
  fetchFn: typeof fetch,
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  let response: Response
  try {
    response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (cause) {
    throw new WebAppError('DEV_WALLET_RPC', `The dev chain node at ${rpcUrl} cannot be reached. Is it running?`, {
      cause,
    })
  }
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new NodeRpcError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}

/** An error answered by the node, in EIP-1193 shape (`code`, `message`, `data`). */
export class NodeRpcError extends Error {
  override readonly name = 'NodeRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
