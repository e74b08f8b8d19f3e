import type { RegisterNotificationsRequest } from '@concord/gateway-schema'
import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'

/** Register a device (and its Safes) for notifications. */
export function registerDevice(
  transport: Transport,
  body: RegisterNotificationsRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, { method: 'POST', path: '/v1/register/notifications', body, options })
}
