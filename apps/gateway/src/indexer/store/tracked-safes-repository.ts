import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const TrackedRow = z.object({
  address: z.string(),
  source: z.enum(['config', 'request']),
  creation_block: z.number().nullable(),
  backfilled_to: z.number().nullable(),
  following: z.boolean(),
})

/** How many Safes a chain tracks: from the config, on request, and of those how many the indexer follows. */
export type TrackedCounts = { config: number; request: number; following: number }

/** A tracked Safe of a chain in tracked mode, and how far its history is in. */
export type TrackedSafe = {
  address: string
  source: 'config' | 'request'
  /** The block its code appeared in; null until found. */
  creationBlock: number | null
  /** The last block of its history read; null before the first backfill batch. */
  backfilledTo: number | null
  /** Whether the indexer reads it with every new block (its backfill reached the cursor). */
  following: boolean
}

const CountRow = z.object({ source: z.enum(['config', 'request']), following: z.boolean(), n: z.number() })

const toTracked = (row: unknown): TrackedSafe => {
  const r = TrackedRow.parse(row)
  return {
    address: r.address,
    source: r.source,
    creationBlock: r.creation_block,
    backfilledTo: r.backfilled_to,
    following: r.following,
  }
}

/** The tracked Safes of chains in tracked mode (migration 0009). */
export function trackedSafesRepository(db: Queryable) {
  return {
    /** Starts tracking `address` unless it is tracked already; returns whether it was new. */
    async track(chainId: string, address: string, source: TrackedSafe['source']): Promise<boolean> {
      const rows = await db.query(
        `insert into tracked_safes (chain_id, address, source, tracked_at, last_requested_at) values ($1, $2, $3, $4, $4)
         on conflict (chain_id, address) do update set source = excluded.source, evicted = false
         where excluded.source = 'config' and (tracked_safes.source <> 'config' or tracked_safes.evicted)
         returning address`,
        [chainId, address, source, Date.now()],
      )
      return rows.length > 0
    },

    /**
     * Stops tracking the Safes a config listed that it lists no more: they become evicted request slots (their history
     * stays, and a request about one tracks it again from where it stopped).
     */
    async untrackConfigExcept(chainId: string, listed: readonly string[]): Promise<void> {
      await db.query(
        `update tracked_safes set source = 'request', evicted = true
         where chain_id = $1 and source = 'config' and not (address = any($2::text[]))`,
        [chainId, listed],
      )
    },

    /** Every tracked (not evicted) Safe of the chain, oldest tracked first. */
    async all(chainId: string): Promise<TrackedSafe[]> {
      const rows = await db.query(
        `select address, source, creation_block, backfilled_to, following from tracked_safes
         where chain_id = $1 and not evicted order by tracked_at, address`,
        [chainId],
      )
      return rows.map(toTracked)
    },

    /** One tracked Safe, or null when the chain does not track it (or evicted it). */
    async one(chainId: string, address: string): Promise<TrackedSafe | null> {
      const rows = await db.query(
        'select address, source, creation_block, backfilled_to, following from tracked_safes where chain_id = $1 and address = $2 and not evicted',
        [chainId, address],
      )
      return rows[0] === undefined ? null : toTracked(rows[0])
    },

    /** How many Safes the chain tracks (evicted ones not counted). */
    async counts(chainId: string): Promise<TrackedCounts> {
      const rows = await db.query(
        `select source, following, count(*)::int as n from tracked_safes where chain_id = $1 and not evicted
         group by source, following`,
        [chainId],
      )
      const counts = { config: 0, request: 0, following: 0 }
      for (const row of rows) {
        const r = CountRow.parse(row)
        counts[r.source] += r.n
        if (r.following) counts.following += r.n
      }
      return counts
    },

    /**
     * The indexer's side of an eviction: a Safe evicted while it followed the chain is followed no more, its history
     * being in up to `indexedTo` (the last block the indexer committed with it); returns those Safes.
     */
    async park(chainId: string, indexedTo: number): Promise<string[]> {
      const rows = await db.query(
        `update tracked_safes set following = false, backfilled_to = $2
         where chain_id = $1 and evicted and following returning address`,
        [chainId, indexedTo],
      )
      return rows.map((row) => z.object({ address: z.string() }).parse(row).address)
    },

    /** Records where the Safe's history begins (null: it has no code yet at the cursor, so there is nothing before). */
    async setCreation(chainId: string, address: string, creationBlock: number | null): Promise<void> {
      await db.query('update tracked_safes set creation_block = $3 where chain_id = $1 and address = $2', [
        chainId,
        address,
        creationBlock,
      ])
    },

    /** Records that the Safe's history is in up to block `to`, and whether it now follows the chain. */
    async backfilled(chainId: string, address: string, to: number, following: boolean): Promise<void> {
      await db.query(
        'update tracked_safes set backfilled_to = $3, following = $4 where chain_id = $1 and address = $2',
        [chainId, address, to, following],
      )
    },

    /**
     * After a rollback from block `fork`: a backfill that read past it goes back to just before it, and a creation
     * found at or after it is looked for again (followed Safes are re-read by the indexer from the fork).
     */
    async rewind(chainId: string, fork: number): Promise<void> {
      await db.query(
        `update tracked_safes set backfilled_to = $2 - 1 where chain_id = $1 and not following and backfilled_to >= $2`,
        [chainId, fork],
      )
      await db.query(
        `update tracked_safes set creation_block = null, backfilled_to = null
         where chain_id = $1 and not following and creation_block >= $2`,
        [chainId, fork],
      )
    },
  }
}
