import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getHistoryTokens resolves to. */
export type GetHistoryTokensReturnType = OperationResponse<'getHistoryTokens'>

/**
 * Concord only: the tokens a Safe's history moves (native coin first), held today or not, for a history token filter;
 * untrusted ERC-20s only with `trusted: false`.
 */
export const getHistoryTokens = defineAction(function getHistoryTokens(
  transport: Transport,
  chainId: string,
  address: string,
  query: { trusted?: boolean | undefined } = {},
  options?: RequestOptions,
): Promise<GetHistoryTokensReturnType> {
  return callOperation(transport, 'getHistoryTokens', { params: { chainId, address }, query, options })
})
