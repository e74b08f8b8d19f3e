import { path, type RequestOptions, request, type Transport } from '../request.js'
import type { Operation } from '../types/common.js'
import type { TransactionDetails } from '../types/transactions.js'

/** A Safe transaction proposal: the SafeTx fields, its hash, the proposer and its signature(s). */
export type ProposeTransactionRequest = {
  to: string
  value: string
  data?: string | null | undefined
  nonce: string
  operation: Operation
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver?: string | null | undefined
  safeTxHash: string
  sender: string
  signature?: string | null | undefined
  /** JSON text such as {"url","name","note"}. */
  origin?: string | null | undefined
}

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
