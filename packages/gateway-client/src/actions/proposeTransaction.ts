import type { ProposeTransactionRequest, TransactionDetails } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What proposeTransaction resolves to. */
export type ProposeTransactionReturnType = TransactionDetails

/** Propose a new transaction for the other owners to sign and execute. */
export function proposeTransaction(
  transport: Transport,
  chainId: string,
  address: string,
  body: ProposeTransactionRequest,
  options?: RequestOptions,
): Promise<ProposeTransactionReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/transactions/${address}/propose`,
    body,
    options,
  })
}
