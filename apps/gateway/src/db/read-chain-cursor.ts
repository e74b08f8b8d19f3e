import type { Queryable } from './db.js'

/** A chain's indexer cursor as stored: the next block to index and the node's head when the cursor last moved. */
export type StoredChainCursor = { nextBlock: number; headBlock: number }

/** The chain's cursor, or null before any indexer created it (readiness of a replica that does not index the chain). */
export async function readChainCursor(db: Queryable, chainId: string): Promise<StoredChainCursor | null> {
  const [row] = await db.query<{ next_block: string | number; head_block: string | number }>(
    'select next_block, head_block from chain_cursors where chain_id = $1',
    [chainId],
  )
  return row === undefined ? null : { nextBlock: Number(row.next_block), headBlock: Number(row.head_block) }
}
