import { path, type RequestOptions, request, type Transport } from '../request.js'

/** A new delegate, signed by the delegator (EIP-712 Delegate(delegateAddress, totp)). */
export type AddDelegateRequest = {
  /** The Safe the delegate may propose for; null or absent: every Safe the delegator owns. */
  safe?: string | null | undefined
  delegate: string
  delegator: string
  signature: string
  label: string
}

/** Register a delegate that may propose transactions without being an owner. */
export function addDelegate(
  transport: Transport,
  chainId: string,
  body: AddDelegateRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, { method: 'POST', path: path`/v2/chains/${chainId}/delegates`, body, options })
}
