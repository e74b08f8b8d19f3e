import type { Queryable } from '../db/db.js'

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
    private readonly tx: Queryable,
    private readonly chainId: string,
  ) {}

  /** Current state of `safe` (null when the Safe is not indexed). */
  async get(safe: string): Promise<SafeState | null> {
    const cached = this.states.get(safe)
    if (cached !== undefined) return cached
    const rows = await this.tx.query<StateRow>(
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

  /** Writes every snapshot and refreshes the current-state tables of the touched Safes. */
  async flush(): Promise<void> {
    for (const { safe, block, logIndex, state } of this.snapshots) {
      await this.tx.query(
        `insert into safe_states (chain_id, safe, block_number, log_index, nonce, threshold, owners, modules, singleton, fallback_handler, guard)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)
         on conflict (chain_id, safe, block_number, log_index) do update set nonce = excluded.nonce,
           threshold = excluded.threshold, owners = excluded.owners, modules = excluded.modules,
           singleton = excluded.singleton, fallback_handler = excluded.fallback_handler, guard = excluded.guard`,
        [
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
        ],
      )
    }
    const touched = new Set(this.snapshots.map((s) => s.safe))
    for (const safe of touched) await refreshCurrentState(this.tx, this.chainId, safe)
    this.snapshots.length = 0
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
