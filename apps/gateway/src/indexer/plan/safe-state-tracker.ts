import type { Queryable } from '../../db/db.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'
import { safeStateRepository } from '../store/safe-state-repository.js'
import { SAFE_MODULES, SAFE_OWNERS, SAFE_STATES } from '../store/state-tables.js'
import type { SafeState } from '../types/safe-state.js'

/** Tracks the state of the Safes a batch touches, loading each from its latest snapshot on first use. */
export class SafeStateTracker {
  private readonly states = new Map<string, SafeState>()
  private readonly snapshots: { safe: string; block: number; logIndex: number; state: SafeState }[] = []
  private readonly stored: ReturnType<typeof safeStateRepository>

  constructor(
    db: Queryable,
    private readonly chainId: string,
  ) {
    this.stored = safeStateRepository(db)
  }

  /** Current state of `safe` (null when the Safe is not indexed). */
  async get(safe: string): Promise<SafeState | null> {
    const cached = this.states.get(safe)
    if (cached !== undefined) return cached
    const state = await this.stored.latest(this.chainId, safe)
    if (state !== null) this.states.set(safe, state)
    return state
  }

  /** Records a new state of `safe` as of the given log. */
  set(safe: string, block: number, logIndex: number, state: SafeState): void {
    const copy = { ...state, owners: [...state.owners], modules: [...state.modules] }
    this.states.set(safe, copy)
    this.snapshots.push({ safe, block, logIndex, state: copy })
  }

  /**
   * Records every snapshot and the touched Safes' current state (`safes`, `safe_owners`, `safe_modules`) in `writes`.
   * The last state set per Safe is its latest snapshot: batches only move forward, and a rollback deletes the rows
   * beyond the fork first.
   */
  recordInto(writes: BatchWrites): void {
    const { chainId } = this
    for (const { safe, block, logIndex, state } of this.snapshots) {
      writes.insert(SAFE_STATES, {
        chainId,
        safe,
        blockNumber: block,
        logIndex,
        nonce: state.nonce,
        threshold: state.threshold,
        owners: JSON.stringify(state.owners),
        modules: JSON.stringify(state.modules),
        singleton: state.singleton,
        fallbackHandler: state.fallbackHandler,
        guard: state.guard,
        moduleGuard: state.moduleGuard,
      })
    }
    const touched = [...new Set(this.snapshots.map((s) => s.safe))]
    this.snapshots.length = 0
    if (touched.length === 0) return
    const current = touched.flatMap((safe) => {
      const state = this.states.get(safe)
      return state === undefined ? [] : [{ safe, state }]
    })
    for (const { safe, state } of current) writes.currentState(chainId, safe, state)
    writes.clearOwnersAndModules(chainId, touched)
    for (const { safe, state } of current) {
      for (const [position, owner] of state.owners.entries())
        writes.insert(SAFE_OWNERS, { chainId, safe, owner, position })
      for (const module of state.modules) writes.insert(SAFE_MODULES, { chainId, safe, module })
    }
  }
}
