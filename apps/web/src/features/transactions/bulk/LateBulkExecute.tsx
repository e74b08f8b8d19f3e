import { lazy, Suspense, useState } from 'react'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useQueue } from '../../../query/useTransactions'
import { findBulkExecutable } from './findBulkExecutable'

// Bulk execution brings transaction sending, receipt waiting and the delegate-call check: most of viem's actions.
// A queue rarely holds two fully signed transactions in a row, so that code loads only when one does.
const BulkExecuteButton = lazy(() => import('./BulkExecuteButton').then((m) => ({ default: m.BulkExecuteButton })))

/**
 * "Execute N transactions" (BulkExecuteButton) once the queue holds a run of at least two executable transactions;
 * nothing before. Once shown it stays mounted, so the execution's progress stays on screen after the queue empties.
 */
export function LateBulkExecute() {
  const info = useSafeInfo()
  const queue = useQueue()
  const [shown, setShown] = useState(false)
  const items = queue.data?.pages.flatMap((p) => p.results) ?? []
  const run = info.data ? findBulkExecutable(items, info.data.nonce) : []
  const runnable = run.length >= 2
  if (runnable && !shown) setShown(true)
  return shown || runnable ? (
    <Suspense fallback={null}>
      <BulkExecuteButton run={run} />
    </Suspense>
  ) : null
}
