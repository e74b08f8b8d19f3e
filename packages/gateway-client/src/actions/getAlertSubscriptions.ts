import type { AlertSubscriptionList } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getAlertSubscriptions resolves to. */
export type GetAlertSubscriptionsReturnType = AlertSubscriptionList

/**
 * List a Safe's alert subscriptions (webhooks and emails, without secrets); for a signed-in owner or the admin token.
 *
 * @example await client.getAlertSubscriptions('1', '0xSafe…')
 */
export function getAlertSubscriptions(
  transport: Transport,
  chainId: string,
  safe: string,
  options?: RequestOptions,
): Promise<GetAlertSubscriptionsReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts`,
    credentials: 'include',
    options,
  })
}
