import type { GatewayClient } from '@concord/gateway-client'
import { deviceRegistrationHash } from '@concord/protocol'
import type { Hex } from 'viem'

/** The WEB device the gateway registered: what opting out deletes. */
export type RegisteredWebDevice = { uuid: string; chainId: string; safes: string[] }

// No push service is reachable (Web Push is left out), so there is no push token: the gateway needs a non-empty one.
const NO_PUSH_TOKEN = 'concord-web-no-push'

/**
 * Registers this browser as a WEB device for `safes` (checksummed, all on `chainId`): the owner personal_signs the
 * registration hash over a fresh uuid and the current unix time, which the gateway checks against the Safes' owners.
 */
export async function registerWebDevice(
  client: GatewayClient,
  chainId: string,
  safes: readonly string[],
  sign: (hash: Hex) => Promise<Hex>,
): Promise<RegisteredWebDevice> {
  const uuid = crypto.randomUUID()
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = await sign(deviceRegistrationHash(timestamp, uuid, NO_PUSH_TOKEN, safes))
  await client.registerDevice({
    uuid,
    cloudMessagingToken: NO_PUSH_TOKEN,
    buildNumber: '1',
    bundle: 'concord-web',
    deviceType: 'WEB',
    version: '1',
    timestamp,
    safeRegistrations: [{ chainId, safes: [...safes], signatures: [signature] }],
  })
  return { uuid, chainId, safes: [...safes] }
}
