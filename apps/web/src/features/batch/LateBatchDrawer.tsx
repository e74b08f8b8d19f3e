import { lazy } from 'react'
import { AfterPageSettles } from '../../services/AfterPageSettles'

const BatchDrawer = lazy(() => import('./BatchDrawer').then((m) => ({ default: m.BatchDrawer })))

/**
 * The batch drawer beside a Safe's navigation (see BatchDrawer), loaded once the page has settled. The batch (its
 * store, draft codec and list) is empty on a first visit and never needed to paint a page.
 */
export function LateBatchDrawer() {
  return (
    <AfterPageSettles>
      <BatchDrawer />
    </AfterPageSettles>
  )
}
