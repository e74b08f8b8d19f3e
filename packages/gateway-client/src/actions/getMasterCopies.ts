import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getMasterCopies resolves to. */
export type GetMasterCopiesReturnType = OperationResponse<'getMasterCopies'>

/** Get the Safe singletons (master copies) the gateway supports on a chain. */
export const getMasterCopies = defineAction(function getMasterCopies(
  transport: Transport,
  chainId: string,
  options?: RequestOptions,
): Promise<GetMasterCopiesReturnType> {
  return callOperation(transport, 'getMasterCopies', { params: { chainId }, options })
})
