import { lazy, Suspense } from 'react'
import { usePageSettled } from '../../services/afterPageSettles'

// Only needed when the gateway fails, so none of it is in the first paint: it loads once the page has settled and
// then answers from the chain what failed meanwhile.
const OfflineMode = lazy(() => import('./OfflineMode').then((m) => ({ default: m.OfflineMode })))

/** The gateway-down banner and chain fallback (see OfflineMode), loaded once the page has settled. */
export function LateOfflineMode() {
  const settled = usePageSettled()
  return settled ? (
    <Suspense fallback={null}>
      <OfflineMode />
    </Suspense>
  ) : null
}
