import type { Queryable } from '../../db/db.js'
import type { ChainReader } from '../fetch/chain-reader.js'
import { chainIndexRepository } from '../store/chain-index-repository.js'

// How far back a reorg is followed: the stored hashes compared with the node's at most.
const MAX_COMPARED = 256

/**
 * Compares the stored hashes of recent blocks below `cursor` with the node's; returns the first block to re-index
 * (the block after the newest one that still matches), or null when the newest stored block is still canonical.
 */
export async function detectFork(
  db: Queryable,
  reader: ChainReader,
  chainId: string,
  cursor: number,
): Promise<number | null> {
  const blocks = chainIndexRepository(db)
  // Runs on every poll of an idle chain: the newest block alone, and the older ones only when it no longer matches.
  const [newest] = await blocks.recentBlocks(chainId, cursor, 1)
  if (newest === undefined) return null
  const head = await reader.headers([newest.number])
  if (head.get(newest.number)?.hash === newest.hash) return null
  const stored = await blocks.recentBlocks(chainId, cursor, MAX_COMPARED)
  for (const block of stored.slice(1)) {
    const canonical = await reader.headers([block.number])
    if (canonical.get(block.number)?.hash === block.hash) return block.number + 1
  }
  return stored.at(-1)?.number ?? newest.number
}
