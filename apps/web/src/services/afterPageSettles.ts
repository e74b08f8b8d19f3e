import type { QueryClient } from '@tanstack/react-query'
import { onPageLoadSettled, pageLoadsPending } from './pageLoads'
import { whenIdle } from './whenIdle'

/**
 * Calls `then` once the browser is idle with no page code loading and no query fetching (the page has painted its
 * data); returns a cancel. For work that must not compete with the first paint (the wallet island, ENS names).
 */
export function afterPageSettles(queryClient: QueryClient, then: () => void): () => void {
  // The cancel of the idle callback waiting to run, if one is.
  let idle: (() => void) | undefined
  let cancelled = false
  const unsubscribes: (() => void)[] = []
  // A query the page uses but has not started (effects run after the browser paints, so a page that has rendered may
  // not have started its fetches yet) counts as busy as one in flight.
  const starting = () =>
    queryClient.getQueryCache().findAll({ type: 'active', predicate: (q) => q.state.status === 'pending' }).length > 0
  const busy = () => queryClient.isFetching() > 0 || pageLoadsPending() > 0 || starting()
  const stopListening = () => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
  }
  // Quiet twice in a row, a task apart: a page starts the queries of what its data revealed (a dependent query, a
  // section shown once the Safe is known) only in the effects of the render that data caused.
  let quiet = 0
  const lookWhenIdle = () => {
    quiet = 0
    if (idle === undefined && !busy()) idle = whenIdle(check, 1000)
  }
  const check = () => {
    idle = undefined
    if (busy()) {
      quiet = 0
    } else if (++quiet >= 2) {
      stopListening()
      then()
      return
    } else {
      setTimeout(() => {
        if (!cancelled && idle === undefined) idle = whenIdle(check, 1000)
      }, 0)
    }
    if (unsubscribes.length === 0) {
      unsubscribes.push(queryClient.getQueryCache().subscribe(lookWhenIdle), onPageLoadSettled(lookWhenIdle))
    }
  }
  // The page's queries start in effects of this same render: look only once the browser is idle.
  idle = whenIdle(check, 1000)
  return () => {
    cancelled = true
    idle?.()
    stopListening()
  }
}
