import { path, type RequestOptions, request, type Transport } from '../request.js'

/** EIP-712 typed data to sign as a Safe message. */
export type TypedDataInput = {
  domain: { name?: string; version?: string; chainId?: unknown; verifyingContract?: string; salt?: unknown }
  primaryType?: string
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
}

/** A new off-chain message with the proposing owner's signature. */
export type ProposeSafeMessageRequest = {
  message: string | TypedDataInput
  signature: string
  /** Deprecated by the Safe gateway; kept for compatibility. */
  safeAppId?: number | null | undefined
  origin?: string | null | undefined
}

/** Propose a new off-chain message for the other owners to sign. */
export function proposeSafeMessage(
  transport: Transport,
  chainId: string,
  address: string,
  body: ProposeSafeMessageRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/safes/${address}/messages`,
    body,
    options,
  })
}
