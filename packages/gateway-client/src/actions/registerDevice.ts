import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'
import type { DeviceType } from '../types/notifications.js'

/** The Safes of one chain a device subscribes to, with the owners' signatures. */
export type SafeRegistration = {
  chainId: string
  safes: string[]
  signatures: string[]
}

/** A device and the Safes it wants notifications for. */
export type RegisterNotificationsRequest = {
  uuid?: string | undefined
  cloudMessagingToken: string
  buildNumber: string
  bundle: string
  deviceType: DeviceType
  version: string
  /** Unix seconds, part of the signed payload. */
  timestamp?: string | undefined
  safeRegistrations: SafeRegistration[]
}

/** Register a device (and its Safes) for notifications. */
export function registerDevice(
  transport: Transport,
  body: RegisterNotificationsRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, { method: 'POST', path: '/v1/register/notifications', body, options })
}
