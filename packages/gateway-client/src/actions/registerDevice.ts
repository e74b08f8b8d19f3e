import type { RegisterNotificationsRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Register a device (and its Safes) for notifications. */
export const registerDevice = defineAction(function registerDevice(
  transport: Transport,
  body: RegisterNotificationsRequest,
  options?: RequestOptions,
): Promise<void> {
  // The Safe SDK types this call as void, so the body the gateway answers is not part of the signature.
  return callOperation(transport, 'registerDevice', { body, options }) as Promise<unknown> as Promise<void>
})
