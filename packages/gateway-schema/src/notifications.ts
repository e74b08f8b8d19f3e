import { z } from 'zod'
import { Address } from './common.js'
import { AddressParam, ChainIdParam } from './params.js'

/** Kinds of device that receive notifications. */
export const DeviceType = z.enum(['ANDROID', 'IOS', 'WEB'])
export type DeviceType = z.output<typeof DeviceType>

const Signature65 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'Invalid signature: expected a 65-byte signature (0x + 130 hex characters)')
  .transform((value) => value as `0x${string}`)

/** The Safes of one chain a device subscribes to, with owners' signatures over the registration hash. */
export const SafeRegistration = z.object({
  chainId: ChainIdParam,
  safes: z.array(AddressParam).min(1).max(100),
  signatures: z.array(Signature65).max(10),
})
export type SafeRegistration = z.input<typeof SafeRegistration>

/** Body of `POST /v1/register/notifications` (gateway-api.md §8). */
export const RegisterDeviceBody = z.object({
  uuid: z.uuid().optional(),
  cloudMessagingToken: z.string().min(1).max(4096),
  buildNumber: z.string().max(100),
  bundle: z.string().max(200),
  deviceType: DeviceType,
  version: z.string().max(100),
  /** Unix seconds, part of the signed payload. */
  timestamp: z.coerce
    .string()
    .regex(/^\d{1,12}$/, 'Invalid timestamp: expected unix seconds')
    .optional(),
  safeRegistrations: z.array(SafeRegistration).max(20),
})
export type RegisterNotificationsRequest = z.input<typeof RegisterDeviceBody>

/** The answer to a registration: the device's uuid (the one given, else a new one). */
export const RegisteredDevice = z.object({ uuid: z.string() })
export type RegisteredDevice = z.output<typeof RegisteredDevice>

/** `/chains/{chainId}/notifications/devices/{uuid}`. */
export const DeviceParams = z.object({
  chainId: ChainIdParam,
  uuid: z.uuid().transform((value) => value.toLowerCase()),
})

/** `/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}`. */
export const DeviceSafeParams = DeviceParams.extend({ safe: AddressParam })

/**
 * What happened to a Safe, as its Server-Sent Events streams send it (one `data:` line of JSON per event): the Safe
 * Transaction Service event name, the chain, the Safe's checksummed address and the ids of what changed.
 */
export const SafeEvent = z.object({
  type: z.enum([
    'PENDING_MULTISIG_TRANSACTION',
    'NEW_CONFIRMATION',
    'EXECUTED_MULTISIG_TRANSACTION',
    'INCOMING_ETHER',
    'INCOMING_TOKEN',
    'MESSAGE_CREATED',
    'MESSAGE_CONFIRMATION',
  ]),
  chainId: z.string(),
  address: Address,
  safeTxHash: z.string().optional(),
  txHash: z.string().optional(),
  owner: z.string().optional(),
  messageHash: z.string().optional(),
  tokenAddress: z.string().optional(),
  value: z.string().optional(),
  /** The sender of incoming ether or tokens (a Concord addition): the web app stays silent about look-alike senders. */
  from: z.string().optional(),
  failed: z.boolean().optional(),
})
export type SafeEvent = z.output<typeof SafeEvent>
