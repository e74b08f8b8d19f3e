import type { CreateAlertSubscriptionRequest, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What createAlertSubscription resolves to. */
export type CreateAlertSubscriptionReturnType = OperationResponse<'createAlertSubscription'>

/**
 * Subscribe a webhook or an email address to a Safe's events; the answer carries the signing secret, shown this once.
 *
 * @example await client.createAlertSubscription('1', '0xSafe…', { channel: 'webhook', url, events: ['PENDING_MULTISIG_TRANSACTION'] })
 */
export const createAlertSubscription = defineAction(function createAlertSubscription(
  transport: Transport,
  chainId: string,
  safe: string,
  body: CreateAlertSubscriptionRequest,
  options?: RequestOptions,
): Promise<CreateAlertSubscriptionReturnType> {
  return callOperation(transport, 'createAlertSubscription', {
    params: { chainId, address: safe },
    body,
    credentials: 'include',
    options,
  })
})
