import type { KnownSafeVersion } from '@concord/protocol'
import { readSafeSettings } from '@concord/safe-actions'
import type { Address } from 'viem'
import type { DevClient } from '../chain/dev-client.js'
import type { DemoSafeSpec } from './demo-safe-specs.js'

/** A demo Safe as the chain shows it now (JSON-safe: plain numbers, no bigint). */
export type DemoSafeInfo = {
  address: Address
  version: KnownSafeVersion
  /** False when the chain was started without seeding and the Safe does not exist; owners is then empty. */
  deployed: boolean
  owners: Address[]
  threshold: number
  nonce: number
}

/** Reads owners, threshold and nonce of a demo Safe. */
export async function readDemoSafe(client: DevClient, spec: DemoSafeSpec): Promise<DemoSafeInfo> {
  const { address, version } = spec
  const settings = await readSafeSettings(client, { address })
  if (settings === null) return { address, version, deployed: false, owners: [], threshold: 0, nonce: 0 }
  const { owners, threshold, nonce } = settings
  return { address, version, deployed: true, owners, threshold: Number(threshold), nonce: Number(nonce) }
}
