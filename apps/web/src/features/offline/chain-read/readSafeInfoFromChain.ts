import type { AddressInfo, ChainInfo, ImplementationVersionState, SafeInfo } from '@concord/gateway-client'
import { compareSemver, versionOfSingleton } from '@concord/protocol'
import { readSafeState } from '@concord/safe-actions'
import { type Address, type Client, getAddress } from 'viem'

const info = (value: Address): AddressInfo => ({ value, name: null, logoUri: null })

/**
 * As the gateway says it (safe-info-of): UNKNOWN for a singleton the registry does not know, OUTDATED below the
 * chain's recommended version, UP_TO_DATE otherwise (also when the chain recommends none).
 */
function versionStateOf(singleton: Address, recommended: string | null): ImplementationVersionState {
  const known = versionOfSingleton(singleton)
  if (!known) return 'UNKNOWN'
  return recommended !== null && compareSemver(known.version, recommended) < 0 ? 'OUTDATED' : 'UP_TO_DATE'
}

/**
 * The Safe's configuration as the chain's head shows it, in the gateway's SafeInfo shape so every page can show it
 * while the gateway is down; the gateway-only parts (names, cache tags) are null.
 */
export async function readSafeInfoFromChain(
  client: Client,
  chain: Pick<ChainInfo, 'chainId' | 'recommendedMasterCopyVersion'>,
  address: Address,
): Promise<SafeInfo> {
  const { chainId } = chain
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
    implementationVersionState: versionStateOf(singleton, chain.recommendedMasterCopyVersion),
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
