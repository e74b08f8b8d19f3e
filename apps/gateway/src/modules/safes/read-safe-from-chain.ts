import { readSafeState, SafeRpcUnreachableError } from '@concord/safe-actions'
import { type Address, zeroAddress } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'
import type { SafeState } from './safe-info-of.js'

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
    const safe = await readSafeState(client, { address, blockNumber })
    if (safe === null) return null
    return {
      address,
      singleton: safe.singleton,
      nonce: Number(safe.nonce),
      threshold: Number(safe.threshold),
      owners: safe.owners,
      // Sorted, as the index serves them.
      modules: [...safe.modules].sort(),
      fallbackHandler: safe.fallbackHandler,
      guard: safe.guard,
      moduleGuard: safe.moduleGuard,
    }
  } catch (error) {
    if (error instanceof SafeRpcUnreachableError) throw rpcUnavailable(chain.chainId, error.cause)
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    // The node answered with an error (SafeReadFailedError): as before, no Safe can be shown from the chain.
    return null
  }
}
