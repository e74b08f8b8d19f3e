import { lazy } from 'react'
import { AfterPageSettles } from '../../../services/AfterPageSettles'

const OfflineMode = lazy(() => import('./OfflineMode').then((m) => ({ default: m.OfflineMode })))

/**
 * The gateway-down banner and chain fallback (see OfflineMode), loaded once the page has settled. Only needed when the
 * gateway fails, so none of it is in the first paint; it then answers from the chain what failed meanwhile.
 */
export function LateOfflineMode() {
  return (
    <AfterPageSettles>
      <OfflineMode />
    </AfterPageSettles>
  )
}
