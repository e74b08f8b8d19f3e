import type { Queryable } from '../../db/db.js'
import type { ChainReader } from '../fetch/chain-reader.js'
import { chainIndexRepository, type StoredBlock } from '../store/chain-index-repository.js'

/** Whether the node still has `block` at its height. */
async function onChain(reader: ChainReader, block: StoredBlock): Promise<boolean> {
  return (await reader.headers([block.number])).get(block.number)?.hash === block.hash
}

/**
 * The newest of `stored` (newest first, the first one known to be off the chain) that the node still has, or null when
 * none is. Steps back 1, 2, 4… stored hashes until one matches, then halves the gap to the last miss: about
 * 2·log2(stored) header reads whether the fork is one block deep or below every checkpoint. A block on the chain means
 * every block before it is too (each header commits to its parent), so the misses and hits never interleave.
 */
async function newestOnChain(reader: ChainReader, stored: readonly StoredBlock[]): Promise<StoredBlock | null> {
  const at = (index: number) => stored[index] as StoredBlock
  let miss = 0
  let hit = -1
  for (let step = 1; hit < 0; step *= 2) {
    const next = Math.min(miss + step, stored.length - 1)
    if (next === miss) return null
    if (await onChain(reader, at(next))) hit = next
    else miss = next
  }
  while (hit - miss > 1) {
    const middle = Math.floor((miss + hit) / 2)
    if (await onChain(reader, at(middle))) hit = middle
    else miss = middle
  }
  return at(hit)
}

/**
 * Compares the newest stored block hash below `cursor` with the node's. When it left the chain, returns the first
 * block to re-index: the one after the newest stored hash (in the reorg window, or a checkpoint below it) still on the
 * chain, or `startBlock` when none is. Null when the newest stored block is still canonical.
 */
export async function detectFork(
  db: Queryable,
  reader: ChainReader,
  chainId: string,
  cursor: number,
  startBlock: number,
): Promise<number | null> {
  const blocks = chainIndexRepository(db)
  // Runs on every poll of an idle chain: the newest block alone, and the older ones only when it no longer matches.
  const [newest] = await blocks.recentBlocks(chainId, cursor, 1)
  if (newest === undefined || (await onChain(reader, newest))) return null
  const match = await newestOnChain(reader, await blocks.recentBlocks(chainId, cursor))
  return match === null ? startBlock : match.number + 1
}
