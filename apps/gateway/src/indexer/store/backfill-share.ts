import type { TrackedSafe } from './tracked-safes-repository.js'

/** The share of a Safe's history read: blocks from its creation to `backfilledTo`, of those to the chain's cursor. */
export function backfillShare(safe: TrackedSafe, indexedBlock: number | null): number {
  if (safe.following) return 1
  if (safe.creationBlock === null || indexedBlock === null) return 0
  const total = indexedBlock - safe.creationBlock + 1
  const done = (safe.backfilledTo ?? safe.creationBlock - 1) - safe.creationBlock + 1
  return total <= 0 ? 1 : Math.min(1, Math.max(0, done / total))
}
