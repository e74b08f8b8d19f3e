import type { SafeIndexing } from '@concord/gateway-client'

/** Whole percent of a backfill, rounded down so that 100% is shown only once the history is complete. */
export function indexingPercent(indexing: SafeIndexing): number {
  return Math.min(99, Math.floor(indexing.progress * 100))
}

/** "Indexing history: N%" with a progress bar, in place of the history while the gateway backfills it. */
export function IndexingProgress({ indexing }: { indexing: SafeIndexing }) {
  const percent = indexingPercent(indexing)
  return (
    <div className="state" role="status" aria-live="polite">
      <p>Indexing history: {percent}%</p>
      <progress max={100} value={percent} aria-label="Indexing history" />
      <p className="muted">
        The gateway is reading this Safe's past transactions from the chain. The history appears when it is done.
      </p>
    </div>
  )
}
