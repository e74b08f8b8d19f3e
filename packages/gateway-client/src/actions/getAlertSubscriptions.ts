import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAlertSubscriptions resolves to. */
export type GetAlertSubscriptionsReturnType = OperationResponse<'getAlertSubscriptions'>

/**
 * List a Safe's alert subscriptions (webhooks and emails, without secrets); for a signed-in owner or the admin token.
 *
 * @example await client.getAlertSubscriptions('1', '0xSafe…')
 */
export const getAlertSubscriptions = defineAction(function getAlertSubscriptions(
  transport: Transport,
  chainId: string,
  safe: string,
  options?: RequestOptions,
): Promise<GetAlertSubscriptionsReturnType> {
  return callOperation(transport, 'getAlertSubscriptions', {
    params: { chainId, address: safe },
    credentials: 'include',
    options,
  })
})
