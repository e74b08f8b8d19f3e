import type { Queryable } from '../../db/db.js'
import { chainIndexRepository } from '../store/chain-index-repository.js'

// Refresh planner statistics when indexing starts, after the first this many indexed logs, and then each time the
// count of logs indexed by this run doubles: the statistics stay within 2x of the tables' sizes, while a backfill of
// millions of logs analyzes only a few dozen times instead of after every few batches.
const ANALYZE_FIRST_AFTER_ROWS = 2000

/** When to refresh the planner statistics while indexing (see chainIndexRepository's `analyze` for why). */
export function plannerStatisticsSchedule(db: Queryable) {
  let indexedRows = 0
  let analyzeAt = 0
  return {
    /** Counts a committed batch's logs, and refreshes the statistics when their total reached the next mark. */
    async afterBatch(logCount: number): Promise<void> {
      indexedRows += logCount
      if (indexedRows < analyzeAt) return
      analyzeAt = Math.max(ANALYZE_FIRST_AFTER_ROWS, indexedRows * 2)
      await chainIndexRepository(db)
        .analyze()
        .catch(() => {})
    },
  }
}
