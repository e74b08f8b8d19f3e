import { lazy, Suspense } from 'react'
import { useSafeInfo } from '../../query/useSafeInfo'

const UndeployedBanner = lazy(() => import('./UndeployedBanner').then((m) => ({ default: m.UndeployedBanner })))

/** The "Not deployed yet" banner (UndeployedBanner), loaded only for a Safe the gateway serves as not deployed. */
export function UndeployedNotice() {
  const info = useSafeInfo()
  if (info.data?.deployed !== false) return null
  return (
    <Suspense fallback={null}>
      <UndeployedBanner version={info.data.version} />
    </Suspense>
  )
}
