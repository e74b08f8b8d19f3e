import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getContracts: its schema's fields, each in its wire or parsed form. */
export type GetContractsQuery = OperationQuery<'getContracts'>

/** What getContracts resolves to. */
export type GetContractsReturnType = OperationResponse<'getContracts'>

/** Get one page of the contracts the gateway knows with an address (a Concord extension); `pageUrl` turns pages. */
export const getContracts = defineAction(function getContracts(
  transport: Transport,
  chainId: string,
  query: GetContractsQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetContractsReturnType> {
  return callOperation(transport, 'getContracts', { params: { chainId }, query, pageUrl, options })
})
