import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getCounterparty resolves to. */
export type GetCounterpartyReturnType = OperationResponse<'getCounterparty'>

/**
 * Concord only: a Safe's history with one recipient (times paid and when last, times received from, contract facts)
 * and the known addresses (owners, payees, contracts called) it looks like.
 */
export const getCounterparty = defineAction(function getCounterparty(
  transport: Transport,
  chainId: string,
  safe: string,
  address: string,
  options?: RequestOptions,
): Promise<GetCounterpartyReturnType> {
  return callOperation(transport, 'getCounterparty', {
    params: { chainId, address: safe },
    query: { address },
    options,
  })
})
