import type { AddressInfo, ImplementationVersionState, SafeInfo } from '@concord/gateway-client'
import { canonicalAddresses } from '@concord/protocol'
import { readSafeState } from '@concord/safe-actions'
import { type Address, type Client, getAddress, isAddressEqual } from 'viem'

const info = (value: Address): AddressInfo => ({ value, name: null, logoUri: null })

/** How the singleton compares with the canonical ones: 1.4.1 is current, 1.3.0 outdated, anything else unknown. */
function versionStateOf(singleton: Address): ImplementationVersionState {
  const is = (version: keyof typeof canonicalAddresses) =>
    [canonicalAddresses[version].Safe, canonicalAddresses[version].SafeL2].some((a) => isAddressEqual(a, singleton))
  if (is('1.4.1')) return 'UP_TO_DATE'
  return is('1.3.0') ? 'OUTDATED' : 'UNKNOWN'
}

/**
 * The Safe's configuration as the chain's head shows it, in the gateway's SafeInfo shape so every page can show it
 * while the gateway is down; the gateway-only parts (names, cache tags) are null.
 */
export async function readSafeInfoFromChain(client: Client, chainId: string, address: Address): Promise<SafeInfo> {
  const safe = await readSafeState(client, { address })
  // Not a Safe (or not one yet on this chain): the page keeps the gateway's error.
  if (safe === null) throw new Error(`No Safe answers at ${address} on chain ${chainId}.`)
  const { owners, threshold, nonce, version, singleton, guard, fallbackHandler } = safe
  const modules = [...safe.modules].sort()
  return {
    address: info(getAddress(address)),
    chainId,
    nonce: Number(nonce),
    threshold: Number(threshold),
    owners: owners.map((owner) => info(getAddress(owner))),
    implementation: info(singleton),
    implementationVersionState: versionStateOf(singleton),
    modules: modules.length > 0 ? modules.map(info) : null,
    fallbackHandler: fallbackHandler ? info(fallbackHandler) : null,
    guard: guard ? info(guard) : null,
    moduleGuard: safe.moduleGuard ? info(safe.moduleGuard) : null,
    version,
    deployed: true,
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
  }
}
