import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { requestSlotsRepository, trackedSafesRepository } from '../../indexer/index.js'

/**
 * Tracked mode (issue 18): the answer (`readFromChain`: SafeInfo) about a Safe whose history is not all in yet, read from the chain at once; the first
 * request about a Safe that exists on chain starts tracking it (the indexer then backfills it), in one of the chain's
 * `indexer.maxTrackedByRequest` request slots: past the cap the least recently requested slot is recycled (issue 28
 * point 3), one that a signed-in owner asked for only by another owner (`ownerAsks`: whether the requester is one).
 * Every request about a Safe tracked on request keeps its slot. Null when the Safe is followed already: the index
 * answers, as in mode "all". A 404 (not a Safe) tracks nothing.
 */
export async function trackedSafeInfo<T>(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
  readFromChain: () => Promise<T>,
  ownerAsks: (indexed: boolean) => Promise<boolean>,
): Promise<T | null> {
  const tracked = await trackedSafesRepository(db).one(chain.chainId, address)
  const slots = requestSlotsRepository(db)
  if (tracked?.following) {
    if (tracked.source === 'request') await slots.touch(chain.chainId, address, await ownerAsks(true))
    return null
  }
  const info = await readFromChain()
  if (tracked === null) {
    await slots.claim(chain.chainId, address, chain.config.indexer.maxTrackedByRequest, await ownerAsks(false))
  } else if (tracked.source === 'request') {
    await slots.touch(chain.chainId, address, await ownerAsks(false))
  }
  return info
}
