import { z } from 'zod'
import type { Queryable } from '../../db/db.js'
import type { SafeState } from '../types/safe-state.js'

const StateRow = z.object({
  nonce: z.number(),
  threshold: z.number(),
  owners: z.array(z.string()),
  modules: z.array(z.string()),
  singleton: z.string(),
  fallback_handler: z.string().nullable(),
  guard: z.string().nullable(),
  module_guard: z.string().nullable(),
})

/** The current-state columns of `safes` after chain and address, in order. */
export function stateColumns(state: SafeState): unknown[] {
  const { nonce, threshold, singleton, fallbackHandler, guard, moduleGuard } = state
  return [nonce, threshold, singleton, fallbackHandler, guard, moduleGuard]
}

/** The Safes' state snapshots (`safe_states`) and their current state (`safes`, `safe_owners`, `safe_modules`). */
export function safeStateRepository(db: Queryable) {
  /** The state of `safe` after its latest indexed event; null when the Safe is not indexed. */
  const latest = async (chainId: string, safe: string): Promise<SafeState | null> => {
    const [row] = await db.query(
      `select nonce, threshold, owners, modules, singleton, fallback_handler, guard, module_guard from safe_states
       where chain_id = $1 and safe = $2 order by block_number desc, log_index desc limit 1`,
      [chainId, safe],
    )
    if (row === undefined) return null
    const { fallback_handler, module_guard, ...state } = StateRow.parse(row)
    return { ...state, fallbackHandler: fallback_handler, moduleGuard: module_guard }
  }
  return {
    latest,

    /** The addresses of the chain's indexed Safes. */
    async indexedSafes(chainId: string): Promise<Set<string>> {
      const rows = await db.query('select address from safes where chain_id = $1', [chainId])
      return new Set(rows.map((row) => z.string().parse(row.address)))
    },

    /** The chain's indexed Safes whose singleton is one of `singletons` (any case). */
    async safesOfSingletons(chainId: string, singletons: readonly string[]): Promise<Set<string>> {
      if (singletons.length === 0) return new Set()
      const rows = await db.query(
        'select address from safes where chain_id = $1 and lower(singleton) = any($2::text[])',
        [chainId, singletons.map((s) => s.toLowerCase())],
      )
      return new Set(rows.map((row) => z.string().parse(row.address)))
    },

    /** Copies the latest snapshot of `safe` into its current state (none left when it has no snapshot). */
    async refreshCurrent(chainId: string, safe: string): Promise<void> {
      const state = await latest(chainId, safe)
      await db.query('delete from safe_owners where chain_id = $1 and safe = $2', [chainId, safe])
      await db.query('delete from safe_modules where chain_id = $1 and safe = $2', [chainId, safe])
      if (state === null) return
      await db.query(
        `update safes set nonce = $3, threshold = $4, singleton = $5, fallback_handler = $6, guard = $7,
         module_guard = $8 where chain_id = $1 and address = $2`,
        [chainId, safe, ...stateColumns(state)],
      )
      for (const [position, owner] of state.owners.entries()) {
        await db.query('insert into safe_owners (chain_id, safe, owner, position) values ($1, $2, $3, $4)', [
          chainId,
          safe,
          owner,
          position,
        ])
      }
      for (const module of state.modules) {
        await db.query('insert into safe_modules (chain_id, safe, module) values ($1, $2, $3)', [chainId, safe, module])
      }
    },
  }
}
