import { z } from 'zod'
import { Operation } from './common.js'
import { AddressParam, HexData, NumericString } from './params.js'
import { NoncesResponse } from './safes.js'

/** Body of `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations`: the inner call to estimate. */
export const SafeTransactionEstimationBody = z.object({
  to: AddressParam,
  value: NumericString,
  data: HexData.nullable().default(null),
  operation: Operation,
})
export type SafeTransactionEstimationRequest = z.input<typeof SafeTransactionEstimationBody>

/** Nonces plus the estimated safeTxGas for a transaction about to be proposed (gateway-api.md §5.4). */
export const SafeTransactionEstimation = NoncesResponse.extend({ safeTxGas: z.string() })
export type SafeTransactionEstimation = z.output<typeof SafeTransactionEstimation>
