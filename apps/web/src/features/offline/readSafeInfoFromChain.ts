import type { AddressInfo, ImplementationVersionState, SafeInfo } from '@concord/gateway-client'
import { canonicalAddresses, SENTINEL, safeAbi } from '@concord/protocol'
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  keccak256,
  type PublicClient,
  toHex,
  zeroAddress,
} from 'viem'

// Where Safe 1.3.0 and 1.4.1 keep what no getter returns: the singleton (the proxy's slot 0), the guard and the
// fallback handler (GuardManager and FallbackManager store each at the keccak256 of its name).
const SINGLETON_SLOT: Hex = '0x0'
const GUARD_SLOT = keccak256(toHex('guard_manager.guard.address'))
const FALLBACK_HANDLER_SLOT = keccak256(toHex('fallback_manager.handler.address'))
const MODULES_PAGE = 1000n

const info = (value: Address): AddressInfo => ({ value, name: null, logoUri: null })

async function addressIn(client: PublicClient, contract: Address, slot: Hex): Promise<Address | null> {
  const word = (await client.getStorageAt({ address: contract, slot })) ?? '0x'
  const value = getAddress(`0x${word.slice(2).padStart(64, '0').slice(-40)}`)
  return value === zeroAddress ? null : value
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
export async function readSafeInfoFromChain(
  client: PublicClient,
  chainId: string,
  address: Address,
): Promise<SafeInfo> {
  const call = { address, abi: safeAbi } as const
  const [owners, threshold, nonce, version, modulesPage, singleton, guard, fallbackHandler] = await Promise.all([
    client.readContract({ ...call, functionName: 'getOwners' }),
    client.readContract({ ...call, functionName: 'getThreshold' }),
    client.readContract({ ...call, functionName: 'nonce' }),
    client.readContract({ ...call, functionName: 'VERSION' }),
    client.readContract({ ...call, functionName: 'getModulesPaginated', args: [SENTINEL, MODULES_PAGE] }),
    addressIn(client, address, SINGLETON_SLOT),
    addressIn(client, address, GUARD_SLOT),
    addressIn(client, address, FALLBACK_HANDLER_SLOT),
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
