import { addressInStorageWord, MODULES_PAGE_SIZE, SAFE_STORAGE_SLOTS, SENTINEL, safeAbi } from '@concord/protocol'
import { type Address, type Hex, type PublicClient, zeroAddress } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'
import type { SafeState } from './safe-info-of.js'

/** The address stored in `slot` of `contract`, null when it is zero. */
async function addressIn(client: PublicClient, contract: Address, slot: Hex, blockNumber: bigint) {
  return addressInStorageWord(await client.getStorageAt({ address: contract, slot, blockNumber }))
}

/** Reads the state of the Safe at `address` at one block (the head), all through the Safe's getters and storage. */
async function readAt(client: PublicClient, address: Address, blockNumber: bigint): Promise<SafeState | null> {
  const call = { address, abi: safeAbi, blockNumber } as const
  const [owners, threshold, nonce, modulesPage, singleton, guard, fallbackHandler] = await Promise.all([
    client.readContract({ ...call, functionName: 'getOwners' }),
    client.readContract({ ...call, functionName: 'getThreshold' }),
    client.readContract({ ...call, functionName: 'nonce' }),
    client.readContract({ ...call, functionName: 'getModulesPaginated', args: [SENTINEL, MODULES_PAGE_SIZE] }),
    addressIn(client, address, SAFE_STORAGE_SLOTS.singleton, blockNumber),
    addressIn(client, address, SAFE_STORAGE_SLOTS.guard, blockNumber),
    addressIn(client, address, SAFE_STORAGE_SLOTS.fallbackHandler, blockNumber),
  ])
  // A Safe is set up once with at least one owner and a threshold of at least one; anything else is not a Safe.
  if (owners.length === 0 || threshold === 0n || singleton === null) return null
  return {
    address,
    singleton,
    nonce: Number(nonce),
    threshold: Number(threshold),
    owners: [...owners],
    // Sorted, as the index serves them.
    modules: [...modulesPage[0]].sort(),
    fallbackHandler,
    guard,
  }
}

/**
 * The state of the Safe at `address` as the chain's head block shows it, for a Safe the indexer has not reached (yet);
 * null when no Safe answers there (no code, or the getters revert). An unreachable RPC is a 503.
 */
export async function readSafeFromChain(chain: ChainRuntime, address: Address): Promise<SafeState | null> {
  // No contract can be deployed at the zero address: it is answered without the RPC (which may be down).
  if (address === zeroAddress) return null
  const { client } = chain
  try {
    // Not the client's cached block number: a Safe created a moment ago must be found.
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const code = await client.getCode({ address, blockNumber })
    if (code === undefined || code === '0x') return null
    return await readAt(client, address, blockNumber)
  } catch (error) {
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    return null
  }
}
