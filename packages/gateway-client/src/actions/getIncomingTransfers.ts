import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getIncomingTransfers: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetIncomingTransfersQuery = OperationQuery<'getIncomingTransfers'> & Pick<IgnoredSdkQuery, 'timezone'>

/** What getIncomingTransfers resolves to. */
export type GetIncomingTransfersReturnType = OperationResponse<'getIncomingTransfers'>

/** Get a filterable page of transfers into a Safe; pass `pageUrl` (a `next`/`previous` URL) to turn pages. */
export const getIncomingTransfers = defineAction(function getIncomingTransfers(
  transport: Transport,
  chainId: string,
  address: string,
  query?: GetIncomingTransfersQuery,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetIncomingTransfersReturnType> {
  return callOperation(transport, 'getIncomingTransfers', { params: { chainId, address }, query, pageUrl, options })
})
