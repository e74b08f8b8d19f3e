import { defineAction } from '../action.js'
import { operationPath } from '../operation.js'
import type { Transport } from '../request.js'

/** The URL of a device's server-sent events stream, for `new EventSource(url, { withCredentials })`. */
export const getNotificationEventsUrl = defineAction(function getNotificationEventsUrl(
  transport: Transport,
  chainId: string,
  uuid: string,
): string {
  return `${transport.baseUrl}${operationPath('getNotificationEvents', { chainId, uuid })}`
})
