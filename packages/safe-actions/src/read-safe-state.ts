import { versionOfSingleton } from '@concord/protocol'
import type { Address, Client } from 'viem'
import { pinBlock } from './pin-block.js'
import type { SafeReadParameters } from './read-parameters.js'
import { readSafeModules } from './read-safe-modules.js'
import { readSafeSettings, type SafeSettings } from './read-safe-settings.js'
import { readSafeSlots } from './read-safe-slots.js'
import { readSafeVersion } from './read-safe-version.js'

/** Everything a Safe's configuration is, as one block shows it. */
export type SafeState = SafeSettings & {
  address: Address
  /** The Safe's enabled modules, in the order the Safe lists them. */
  modules: Address[]
  singleton: Address
  guard: Address | null
  /** The module guard (1.5.0; null before, or when none is set). */
  moduleGuard: Address | null
  fallbackHandler: Address | null
  /** `VERSION()`, else the version the protocol's registry knows the singleton by; null when neither tells. */
  version: string | null
}

/**
 * The state of the Safe at `address`, every part read at one block (the given one, else the tag's, else the latest):
 * owners, threshold, nonce, modules, singleton, guard, fallback handler and version; null when no Safe is there (an
 * EOA, a contract that is not a Safe, a proxy never set up). Throws SafeRpcUnreachableError when the node does not
 * answer, SafeReadFailedError when it answers with an error.
 */
export async function readSafeState(client: Client, parameters: SafeReadParameters): Promise<SafeState | null> {
  const { address } = parameters
  const blockNumber = await pinBlock(client, parameters)
  const at = { address, blockNumber }
  const [settings, modules, slots, reported] = await Promise.all([
    readSafeSettings(client, at),
    readSafeModules(client, at),
    readSafeSlots(client, address, blockNumber),
    readSafeVersion(client, at),
  ])
  if (settings === null || modules === null || slots.singleton === null) return null
  const version = reported ?? versionOfSingleton(slots.singleton)?.version ?? null
  return { ...settings, ...slots, singleton: slots.singleton, address, modules, version }
}
