import type { SafeIncomingTransfersResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Filters of getIncomingTransfers (Safe gateway query names). */
export type GetIncomingTransfersQuery = {
  trusted?: boolean | undefined
  execution_date__gte?: string | undefined
  execution_date__lte?: string | undefined
  to?: string | undefined
  token_address?: string | undefined
  value?: string | undefined
  timezone?: string | undefined
  cursor?: string | undefined
}

/** What getIncomingTransfers resolves to. */
export type GetIncomingTransfersReturnType = SafeIncomingTransfersResponse

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
