import type { SafeIndexing } from '@concord/gateway-schema'
import { getAddress } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { readChainCursor } from '../../db/read-chain-cursor.js'
import { backfillShare, trackedSafesRepository } from '../../indexer/index.js'

const ALL_IN: Omit<SafeIndexing, 'indexedBlock'> = {
  mode: 'all',
  tracked: true,
  complete: true,
  progress: 1,
  creationBlock: null,
  backfilledTo: null,
}

/**
 * How much of a Safe's history is indexed. Reads only: asking does not start tracking a Safe (its Safe info does,
 * which the web app reads first). The cursor is the shared one in the database, so every replica answers alike.
 */
export async function readSafeIndexing(db: Queryable, chain: ChainRuntime, address: string): Promise<SafeIndexing> {
  const cursor = await readChainCursor(db, chain.chainId)
  const indexedBlock = cursor === null ? null : cursor.nextBlock - 1
  if (chain.config.indexer.mode !== 'tracked') return { ...ALL_IN, indexedBlock }
  const safe = await trackedSafesRepository(db).one(chain.chainId, getAddress(address))
  if (safe === null) {
    const none = { creationBlock: null, backfilledTo: null, indexedBlock }
    return { mode: 'tracked', tracked: false, complete: false, progress: 0, ...none }
  }
  return {
    mode: 'tracked',
    tracked: true,
    complete: safe.following,
    progress: backfillShare(safe, indexedBlock),
    creationBlock: safe.creationBlock,
    backfilledTo: safe.backfilledTo,
    indexedBlock,
  }
}
