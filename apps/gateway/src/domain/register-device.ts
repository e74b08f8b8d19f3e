import { randomUUID } from 'node:crypto'
import { type Address, type Hex, recoverAddress, recoverMessageAddress } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput } from '../errors.js'
import type { GatewayContext } from './gateway-context.js'
import { getChain } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { registrationHash } from './registration-hash.js'

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

/**
 * Registers a device for notifications of its Safes. Every Safe must be vouched for by a signature of one of its
 * current owners over `registrationHash` (WEB: personal_sign of the 32 bytes; mobile: the raw hash), with a timestamp
 * within 5 minutes. A mobile re-registration replaces its Safe list (clients resend all); WEB adds to it.
 */
export async function registerDevice(ctx: GatewayContext, input: DeviceRegistration): Promise<string> {
  const uuid = input.uuid ?? randomUUID()
  const timestamp = input.timestamp
  if (timestamp === undefined) throw invalidInput('Invalid signature: a timestamp (unix seconds) is required')
  if (Math.abs(Number(timestamp) - Date.now() / 1000) > MAX_SKEW_S) {
    throw invalidInput('The signature is expired! Sign the registration again with the current timestamp')
  }
  const rows: { chainId: string; safe: string; signer: string }[] = []
  for (const registration of input.safeRegistrations) {
    const chain = getChain(ctx, registration.chainId)
    const hash = registrationHash(timestamp, uuid, input.cloudMessagingToken, registration.safes)
    const signers = await Promise.all(registration.signatures.map((s) => recoverSigner(input.deviceType, hash, s)))
    for (const address of registration.safes) {
      const safe = await loadSafe(ctx.db, chain.chainId, address)
      const signer = signers.find((s) => s !== null && safe.owners.includes(s))
      if (signer === undefined || signer === null) {
        throw invalidInput(`Invalid signature: no owner of Safe ${address} signed this registration`)
      }
      rows.push({ chainId: chain.chainId, safe: address, signer })
    }
  }
  await store(ctx.db, uuid, input, rows)
  return uuid
}

async function recoverSigner(deviceType: DeviceRegistration['deviceType'], hash: Hex, signature: Hex) {
  try {
    return deviceType === 'WEB'
      ? await recoverMessageAddress({ message: { raw: hash }, signature })
      : await recoverAddress({ hash, signature })
  } catch {
    return null
  }
}

async function store(
  db: Db,
  uuid: string,
  input: DeviceRegistration,
  rows: readonly { chainId: string; safe: string; signer: string }[],
): Promise<void> {
  const now = Date.now()
  await db.transaction(async (q) => {
    await q.query(
      `insert into devices (uuid, cloud_messaging_token, build_number, bundle, device_type, version, created, modified)
       values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (uuid) do update set
         cloud_messaging_token = excluded.cloud_messaging_token, build_number = excluded.build_number,
         bundle = excluded.bundle, device_type = excluded.device_type, version = excluded.version,
         modified = excluded.modified`,
      [uuid, input.cloudMessagingToken, input.buildNumber, input.bundle, input.deviceType, input.version, now],
    )
    if (input.deviceType !== 'WEB') await q.query('delete from device_registrations where uuid = $1', [uuid])
    for (const row of rows) {
      await q.query(
        `insert into device_registrations (uuid, chain_id, safe, signer, created) values ($1, $2, $3, $4, $5)
         on conflict (uuid, chain_id, safe) do update set signer = excluded.signer`,
        [uuid, row.chainId, row.safe, row.signer, now],
      )
    }
  })
}
