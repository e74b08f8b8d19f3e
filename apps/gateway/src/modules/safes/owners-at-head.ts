import { readSafeOwners, SafeRpcUnreachableError } from '@concord/safe-actions'
import { LRUCache } from 'lru-cache'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'

// Owners by Safe and block number, per chain runtime (two gateways in one process may index two chains with one id).
// A block's owners never change, except when a reorg replaces the block: the TTL bounds how long that can be missed.
const cachesByChain = new WeakMap<ChainRuntime, LRUCache<string, Promise<readonly Address[] | null>>>()

function cacheOf(chain: ChainRuntime): LRUCache<string, Promise<readonly Address[] | null>> {
  let cache = cachesByChain.get(chain)
  if (cache === undefined) {
    cache = new LRUCache({ max: 1_000, ttl: 12_000 })
    cachesByChain.set(chain, cache)
  }
  return cache
}

/**
 * The Safe's owners at the chain's head (`getOwners()` at the latest block number), or null when the chain cannot
 * tell (the call reverts). An RPC that does not answer within `liveCallTimeoutMs` is a 503 (issue 28 §5): a write is
 * not accepted on the index's word alone while its node hangs. Writes ask this because the index may lag the chain by a few blocks; reads use the index (they are
 * the hot path). The head is read fresh every time (concurrent reads share one eth_blockNumber); the owners are read
 * once per (Safe, block), so a burst of writes at one head costs one getOwners call.
 */
export async function ownersAtHead(chain: ChainRuntime, safe: Address): Promise<readonly Address[] | null> {
  try {
    // cacheTime 0: never an older head; viem still shares one request among concurrent callers.
    const blockNumber = await chain.client.getBlockNumber({ cacheTime: 0 })
    const cache = cacheOf(chain)
    const key = `${safe}:${blockNumber}`
    const cached = cache.get(key)
    if (cached !== undefined) return await cached
    const owners = readSafeOwners(chain.client, { address: safe, blockNumber })
    cache.set(key, owners)
    // A failed read (or no Safe) is not remembered: the next write asks again.
    const forget = () => {
      if (cache.get(key) === owners) cache.delete(key)
    }
    owners.then((read) => read === null && forget(), forget)
    return await owners
  } catch (error) {
    if (error instanceof SafeRpcUnreachableError) throw rpcUnavailable(chain.chainId, error.cause)
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    // The node answered with an error (SafeReadFailedError): the chain cannot tell, as when the call reverts.
    return null
  }
}
