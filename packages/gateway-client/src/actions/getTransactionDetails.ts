import type { TransactionDetails } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getTransactionDetails resolves to. */
export type GetTransactionDetailsReturnType = TransactionDetails

/** Get everything about one transaction by its id (multisig_/module_/transfer_ …) or bare safeTxHash. */
export function getTransactionDetails(
  transport: Transport,
  chainId: string,
  transactionId: string,
  options?: RequestOptions,
): Promise<GetTransactionDetailsReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/transactions/${transactionId}`, options })
}
