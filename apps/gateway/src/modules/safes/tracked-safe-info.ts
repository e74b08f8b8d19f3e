import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { trackedSafesRepository } from '../../indexer/store/tracked-safes-repository.js'

/**
 * Tracked mode (issue 18): the answer (`readFromChain`: SafeInfo) about a Safe whose history is not all in yet, read from the chain at once; the first
 * request about a Safe that exists on chain starts tracking it (the indexer then backfills it), up to the chain's
 * `indexer.maxTrackedByRequest` Safes tracked that way. Null when the Safe is
 * followed already: the index answers, as in mode "all". A 404 (not a Safe) tracks nothing.
 */
export async function trackedSafeInfo<T>(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
  readFromChain: () => Promise<T>,
): Promise<T | null> {
  const tracked = await trackedSafesRepository(db).one(chain.chainId, address)
  if (tracked?.following) return null
  const info = await readFromChain()
  if (tracked === null) {
    await trackedSafesRepository(db).trackRequested(chain.chainId, address, chain.config.indexer.maxTrackedByRequest)
  }
  return info
}
