import type { Queryable } from '../db/db.js'
import type { BatchWriter } from './batch-writer.js'
import { SAFE_MODULES, SAFE_OWNERS, SAFE_STATES } from './table-specs.js'

/** A Safe's configuration after some event. */
export type SafeState = {
  nonce: number
  threshold: number
  owners: string[]
  modules: string[]
  singleton: string
  fallbackHandler: string | null
  guard: string | null
}

type StateRow = {
  nonce: number
  threshold: number
  owners: string[]
  modules: string[]
  singleton: string
  fallback_handler: string | null
  guard: string | null
}

/** Tracks the state of the Safes a batch touches, loading each from its latest snapshot on first use. */
export class SafeStateTracker {
  private readonly states = new Map<string, SafeState>()
  private readonly snapshots: { safe: string; block: number; logIndex: number; state: SafeState }[] = []

  constructor(
    private readonly db: Queryable,
    private readonly chainId: string,
  ) {}

  /** Current state of `safe` (null when the Safe is not indexed). */
  async get(safe: string): Promise<SafeState | null> {
    const cached = this.states.get(safe)
    if (cached !== undefined) return cached
    const rows = await this.db.query<StateRow>(
      `select nonce, threshold, owners, modules, singleton, fallback_handler, guard from safe_states
       where chain_id = $1 and safe = $2 order by block_number desc, log_index desc limit 1`,
      [this.chainId, safe],
    )
    const row = rows[0]
    if (row === undefined) return null
    const state: SafeState = {
      nonce: row.nonce,
      threshold: row.threshold,
      owners: row.owners,
      modules: row.modules,
      singleton: row.singleton,
      fallbackHandler: row.fallback_handler,
      guard: row.guard,
    }
    this.states.set(safe, state)
    return state
  }

  /** Records a new state of `safe` as of the given log. */
  set(safe: string, block: number, logIndex: number, state: SafeState): void {
    const copy = { ...state, owners: [...state.owners], modules: [...state.modules] }
    this.states.set(safe, copy)
    this.snapshots.push({ safe, block, logIndex, state: copy })
  }

  /**
   * Records every snapshot and the touched Safes' current state (`safes`, `safe_owners`, `safe_modules`) in `writer`.
   * The last state set per Safe is its latest snapshot: batches only move forward, and a rollback deletes the rows
   * beyond the fork first.
   */
  recordInto(writer: BatchWriter): void {
    for (const { safe, block, logIndex, state } of this.snapshots) {
      writer.insert(SAFE_STATES, [
        this.chainId,
        safe,
        block,
        logIndex,
        state.nonce,
        state.threshold,
        JSON.stringify(state.owners),
        JSON.stringify(state.modules),
        state.singleton,
        state.fallbackHandler,
        state.guard,
      ])
    }
    const touched = [...new Set(this.snapshots.map((s) => s.safe))]
    this.snapshots.length = 0
    if (touched.length === 0) return
    for (const safe of touched) {
      const state = this.states.get(safe)
      if (state === undefined) continue
      writer.statement(
        `update safes set nonce = $3, threshold = $4, singleton = $5, fallback_handler = $6, guard = $7
         where chain_id = $1 and address = $2`,
        [this.chainId, safe, state.nonce, state.threshold, state.singleton, state.fallbackHandler, state.guard],
      )
    }
    const list = `{${touched.join(',')}}`
    writer.statement('delete from safe_owners where chain_id = $1 and safe = any($2::text[])', [this.chainId, list])
    writer.statement('delete from safe_modules where chain_id = $1 and safe = any($2::text[])', [this.chainId, list])
    for (const safe of touched) {
      const state = this.states.get(safe)
      if (state === undefined) continue
      for (const [position, owner] of state.owners.entries())
        writer.insert(SAFE_OWNERS, [this.chainId, safe, owner, position])
      for (const module of state.modules) writer.insert(SAFE_MODULES, [this.chainId, safe, module])
    }
  }
}

/** Copies a Safe's latest snapshot into `safes`, `safe_owners` and `safe_modules`. */
export async function refreshCurrentState(tx: Queryable, chainId: string, safe: string): Promise<void> {
  const rows = await tx.query<StateRow>(
    `select nonce, threshold, owners, modules, singleton, fallback_handler, guard from safe_states
     where chain_id = $1 and safe = $2 order by block_number desc, log_index desc limit 1`,
    [chainId, safe],
  )
  await tx.query('delete from safe_owners where chain_id = $1 and safe = $2', [chainId, safe])
  await tx.query('delete from safe_modules where chain_id = $1 and safe = $2', [chainId, safe])
  const row = rows[0]
  if (row === undefined) return
  await tx.query(
    `update safes set nonce = $3, threshold = $4, singleton = $5, fallback_handler = $6, guard = $7
     where chain_id = $1 and address = $2`,
    [chainId, safe, row.nonce, row.threshold, row.singleton, row.fallback_handler, row.guard],
  )
  for (const [position, owner] of row.owners.entries()) {
    await tx.query('insert into safe_owners (chain_id, safe, owner, position) values ($1, $2, $3, $4)', [
      chainId,
      safe,
      owner,
      position,
    ])
  }
  for (const module of row.modules) {
    await tx.query('insert into safe_modules (chain_id, safe, module) values ($1, $2, $3)', [chainId, safe, module])
  }
}
