import type { AddressInfo, ImplementationVersionState, SafeInfo } from '@concord/gateway-client'
import {
  addressInStorageWord,
  canonicalAddresses,
  MODULES_PAGE_SIZE,
  SAFE_STORAGE_SLOTS,
  SENTINEL,
  safeAbi,
} from '@concord/protocol'
import { type Address, type Client, getAddress, type Hex, isAddressEqual, zeroAddress } from 'viem'
import { getStorageAt, readContract } from 'viem/actions'

const info = (value: Address): AddressInfo => ({ value, name: null, logoUri: null })

async function addressIn(client: Client, contract: Address, slot: Hex): Promise<Address | null> {
  return addressInStorageWord(await getStorageAt(client, { address: contract, slot }))
}

/** How the singleton compares with the canonical ones: 1.4.1 is current, 1.3.0 outdated, anything else unknown. */
function versionStateOf(singleton: Address | null): ImplementationVersionState {
  if (!singleton) return 'UNKNOWN'
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
  const call = { address, abi: safeAbi } as const
  const [owners, threshold, nonce, version, modulesPage, singleton, guard, fallbackHandler] = await Promise.all([
    readContract(client, { ...call, functionName: 'getOwners' }),
    readContract(client, { ...call, functionName: 'getThreshold' }),
    readContract(client, { ...call, functionName: 'nonce' }),
    readContract(client, { ...call, functionName: 'VERSION' }),
    readContract(client, { ...call, functionName: 'getModulesPaginated', args: [SENTINEL, MODULES_PAGE_SIZE] }),
    addressIn(client, address, SAFE_STORAGE_SLOTS.singleton),
    addressIn(client, address, SAFE_STORAGE_SLOTS.guard),
    addressIn(client, address, SAFE_STORAGE_SLOTS.fallbackHandler),
  ])
  const modules = [...modulesPage[0]].sort()
  return {
    address: info(getAddress(address)),
    chainId,
    nonce: Number(nonce),
    threshold: Number(threshold),
    owners: owners.map((owner) => info(getAddress(owner))),
    implementation: info(singleton ?? zeroAddress),
    implementationVersionState: versionStateOf(singleton),
    modules: modules.length > 0 ? modules.map(info) : null,
    fallbackHandler: fallbackHandler ? info(fallbackHandler) : null,
    guard: guard ? info(guard) : null,
    version,
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
  }
}
