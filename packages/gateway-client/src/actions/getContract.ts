import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getContract resolves to. */
export type GetContractReturnType = OperationResponse<'getContract'>

/** Get a known contract's name, ABI and delegate-call trust (a 404 GatewayError for a contract the gateway never saw). */
export const getContract = defineAction(function getContract(
  transport: Transport,
  chainId: string,
  contractAddress: string,
  options?: RequestOptions,
): Promise<GetContractReturnType> {
  return callOperation(transport, 'getContract', { params: { chainId, address: contractAddress }, options })
})
