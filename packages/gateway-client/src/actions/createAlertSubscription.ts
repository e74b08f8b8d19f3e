import type { AlertSubscriptionWithSecret, CreateAlertSubscriptionRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What createAlertSubscription resolves to. */
export type CreateAlertSubscriptionReturnType = AlertSubscriptionWithSecret

/**
 * Subscribe a webhook or an email address to a Safe's events; the answer carries the signing secret, shown this once.
 *
 * @example await client.createAlertSubscription('1', '0xSafe…', { channel: 'webhook', url, events: ['PENDING_MULTISIG_TRANSACTION'] })
 */
export function createAlertSubscription(
  transport: Transport,
  chainId: string,
  safe: string,
  body: CreateAlertSubscriptionRequest,
  options?: RequestOptions,
): Promise<CreateAlertSubscriptionReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts`,
    body,
    credentials: 'include',
    options,
  })
}
