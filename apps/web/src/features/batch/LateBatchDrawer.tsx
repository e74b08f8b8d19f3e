import { lazy, Suspense } from 'react'
import { usePageSettled } from '../../services/afterPageSettles'

// The batch (its store, draft codec and list) is empty on a first visit and never needed to paint a page.
const BatchDrawer = lazy(() => import('./BatchDrawer').then((m) => ({ default: m.BatchDrawer })))

/** The batch drawer beside a Safe's navigation (see BatchDrawer), loaded once the page has settled. */
export function LateBatchDrawer() {
  const settled = usePageSettled()
  return settled ? (
    <Suspense fallback={null}>
      <BatchDrawer />
    </Suspense>
  ) : null
}
