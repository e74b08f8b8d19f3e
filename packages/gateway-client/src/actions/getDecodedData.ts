import type { Operation, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getDecodedData resolves to. */
export type GetDecodedDataReturnType = OperationResponse<'getDecodedData'>

/** Decode calldata sent to `to` against the ABIs the gateway knows. */
export const getDecodedData = defineAction(function getDecodedData(
  transport: Transport,
  chainId: string,
  operation: Operation,
  encodedData: string,
  to?: string,
  options?: RequestOptions,
): Promise<GetDecodedDataReturnType> {
  return callOperation(transport, 'getDecodedData', {
    params: { chainId },
    body: { operation, data: encodedData, to },
    options,
  })
})
