import { randomUUID } from 'node:crypto'
import { deviceRegistrationHash, isOwner } from '@concord/protocol'
import { type Address, type Hex, recoverAddress, recoverMessageAddress } from 'viem'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import { invalidInput } from '../../errors.js'
import { loadSafe } from '../safes/index.js'
import { devices, type Subscription } from './notification-repository.js'

/** A device registration as the API receives it (gateway-api.md §8), Safes checksummed. */
export type DeviceRegistration = {
  uuid?: string | undefined
  cloudMessagingToken: string
  buildNumber: string
  bundle: string
  deviceType: 'ANDROID' | 'IOS' | 'WEB'
  version: string
  timestamp?: string | undefined
  safeRegistrations: { chainId: string; safes: Address[]; signatures: Hex[] }[]
}

const MAX_SKEW_S = 300

async function recoverSigner(deviceType: DeviceRegistration['deviceType'], hash: Hex, signature: Hex) {
  try {
    return deviceType === 'WEB'
      ? await recoverMessageAddress({ message: { raw: hash }, signature })
      : await recoverAddress({ hash, signature })
  } catch {
    return null
  }
}

/** The subscriptions one chain's registration asks for, each Safe vouched for by a signature of a current owner. */
async function vouchedSubscriptions(
  ctx: GatewayContext,
  input: DeviceRegistration,
  signed: { uuid: string; timestamp: string },
  registration: DeviceRegistration['safeRegistrations'][number],
): Promise<Subscription[]> {
  const chain = getChain(ctx, registration.chainId)
  const hash = deviceRegistrationHash(signed.timestamp, signed.uuid, input.cloudMessagingToken, registration.safes)
  const signers = await Promise.all(registration.signatures.map((s) => recoverSigner(input.deviceType, hash, s)))
  const subscriptions: Subscription[] = []
  for (const address of registration.safes) {
    const safe = await loadSafe(ctx.db, chain.chainId, address)
    const signer = signers.find((s) => s !== null && isOwner(safe.owners, s))
    if (signer === undefined || signer === null) {
      throw invalidInput(`Invalid signature: no owner of Safe ${address} signed this registration`)
    }
    subscriptions.push({ chainId: chain.chainId, safe: address, signer })
  }
  return subscriptions
}

/**
 * Registers a device for notifications of its Safes. Every Safe must be vouched for by a signature of one of its
 * current owners over `deviceRegistrationHash` (WEB: personal_sign of the 32 bytes; mobile: the raw hash), with a timestamp
 * within 5 minutes. A mobile re-registration replaces its Safe list (clients resend all); WEB adds to it.
 */
export async function registerDevice(ctx: GatewayContext, input: DeviceRegistration): Promise<string> {
  const uuid = input.uuid ?? randomUUID()
  const timestamp = input.timestamp
  if (timestamp === undefined) throw invalidInput('Invalid signature: a timestamp (unix seconds) is required')
  if (Math.abs(Number(timestamp) - Date.now() / 1000) > MAX_SKEW_S) {
    throw invalidInput('The signature is expired! Sign the registration again with the current timestamp')
  }
  const subscriptions: Subscription[] = []
  for (const registration of input.safeRegistrations) {
    subscriptions.push(...(await vouchedSubscriptions(ctx, input, { uuid, timestamp }, registration)))
  }
  const { cloudMessagingToken, buildNumber, bundle, deviceType, version } = input
  const device = { uuid, cloudMessagingToken, buildNumber, bundle, deviceType, version }
  await devices.register(ctx.db, device, subscriptions, deviceType !== 'WEB', Date.now())
  return uuid
}
