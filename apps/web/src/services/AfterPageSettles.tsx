import { type ReactNode, Suspense } from 'react'
import { usePageSettled } from './usePageSettled'

/**
 * Renders `children` once the page has settled (see usePageSettled), nothing before: for the parts of a page never
 * needed to paint it, each a lazy component whose code is a chunk of its own, outside the first paint.
 */
export function AfterPageSettles({ children }: { children: ReactNode }) {
  const settled = usePageSettled()
  return settled ? <Suspense fallback={null}>{children}</Suspense> : null
}
