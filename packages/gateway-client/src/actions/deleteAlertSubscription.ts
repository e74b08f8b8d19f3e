import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/**
 * Delete an alert subscription with its delivery log.
 *
 * @example await client.deleteAlertSubscription('1', '0xSafe…', id)
 */
export const deleteAlertSubscription = defineAction(function deleteAlertSubscription(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'deleteAlertSubscription', {
    params: { chainId, address: safe, id },
    credentials: 'include',
    options,
  })
})
