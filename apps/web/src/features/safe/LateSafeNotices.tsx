import { lazy } from 'react'
import { AfterPageSettles } from '../../services/AfterPageSettles'

const SafeNotices = lazy(() => import('./SafeNotices').then((m) => ({ default: m.SafeNotices })))

/**
 * The Safe's notices (see SafeNotices), loaded once the page has settled: they are empty on almost every visit, and a
 * first paint carries none of their code.
 */
export function LateSafeNotices() {
  return (
    <AfterPageSettles>
      <SafeNotices />
    </AfterPageSettles>
  )
}
