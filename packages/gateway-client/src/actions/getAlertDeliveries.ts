import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAlertDeliveries resolves to. */
export type GetAlertDeliveriesReturnType = OperationResponse<'getAlertDeliveries'>

/**
 * The latest deliveries of a subscription, newest first, with their status and attempts.
 *
 * @example const { results } = await client.getAlertDeliveries('1', '0xSafe…', id)
 */
export const getAlertDeliveries = defineAction(function getAlertDeliveries(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<GetAlertDeliveriesReturnType> {
  return callOperation(transport, 'getAlertDeliveries', {
    params: { chainId, address: safe, id },
    credentials: 'include',
    options,
  })
})
