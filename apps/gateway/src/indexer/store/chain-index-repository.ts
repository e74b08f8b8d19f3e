import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const CursorRow = z.object({ next_block: z.number() })
const BlockRow = z.object({ number: z.number(), hash: z.string() })

/** A stored block hash. */
export type StoredBlock = z.infer<typeof BlockRow>

/**
 * The indexer's bookkeeping of a chain: its cursor (the next block to read, moved in each batch's transaction), the
 * hashes of recent blocks (for reorg detection), the tokens it knows, and the planner statistics of its tables.
 */
export function chainIndexRepository(db: Queryable) {
  return {
    /** Creates the chain's cursor at `startBlock` unless it exists. */
    async ensureCursor(chainId: string, startBlock: number): Promise<void> {
      await db.query(
        'insert into chain_cursors (chain_id, next_block, updated_at) values ($1, $2, $3) on conflict do nothing',
        [chainId, startBlock, Date.now()],
      )
    },

    /** The next block to index; null when the chain has no cursor. */
    async nextBlock(chainId: string): Promise<number | null> {
      const [row] = await db.query('select next_block from chain_cursors where chain_id = $1', [chainId])
      return row === undefined ? null : CursorRow.parse(row).next_block
    },

    /**
     * Moves the cursor past an indexed range ending at `to` with the node's head at `head`, and forgets the block
     * hashes below `keepFrom` (the reorg window) except the checkpoints (numbers that are multiples of
     * `checkpointInterval`), which let a deeper reorg be found.
     */
    async advance(
      chainId: string,
      move: { to: number; head: number; keepFrom: number; checkpointInterval: number },
    ): Promise<void> {
      await db.query('delete from blocks where chain_id = $1 and number < $2 and number % $3 <> 0', [
        chainId,
        move.keepFrom,
        move.checkpointInterval,
      ])
      await db.query('update chain_cursors set next_block = $2, head_block = $3, updated_at = $4 where chain_id = $1', [
        chainId,
        move.to + 1,
        move.head,
        Date.now(),
      ])
    },

    /** Moves the cursor back to `fork` (after a rollback deleted what was indexed from there). */
    async rewind(chainId: string, fork: number): Promise<void> {
      await db.query('update chain_cursors set next_block = $2, updated_at = $3 where chain_id = $1', [
        chainId,
        fork,
        Date.now(),
      ])
    },

    /** The newest `limit` stored block hashes below `below` (all when no limit), newest first. */
    async recentBlocks(chainId: string, below: number, limit: number | null = null): Promise<StoredBlock[]> {
      const rows = await db.query(
        'select number, hash from blocks where chain_id = $1 and number < $2 order by number desc limit $3',
        [chainId, below, limit],
      )
      return rows.map((row) => BlockRow.parse(row))
    },

    /** The addresses of the chain's known tokens (valid or not). */
    async knownTokens(chainId: string): Promise<Set<string>> {
      const rows = await db.query('select address from tokens where chain_id = $1', [chainId])
      return new Set(rows.map((row) => z.string().parse(row.address)))
    },

    /**
     * Refreshes the planner statistics. PGlite has no autovacuum, so without this the planner never learns table sizes
     * and the history query of a Safe with thousands of executions goes from ~20 ms to seconds. Harmless on PostgreSQL.
     */
    async analyze(): Promise<void> {
      await db.query('analyze')
    },
  }
}
