import type { QueryClient } from '@tanstack/react-query'
import { afterPageSettles } from './afterPageSettles'
import { inIdleSlices } from './inIdleSlices'

// Past this, what waits for the page goes ahead even if the page is still busy (a slow gateway, a stalled query).
const LATEST_MS = 4000

type Watch = { waiting: Set<() => void>; stop: () => void }

// The one watch under way per query client. A page mounts a dozen parts that wait for it to settle (the wallet's
// balance, the session, every AfterPageSettles); each watching on its own subscribed a dozen listeners to the query
// cache and asked for an idle callback and timers a dozen times over, on the busiest stretch of the page's load.
const watches = new WeakMap<QueryClient, Watch>()

/**
 * Calls `then` once the page has settled (see afterPageSettles), or at the latest a few seconds after the watch began;
 * returns a cancel. Callers that ask while a watch is under way join it rather than start their own.
 */
export function whenPageSettles(queryClient: QueryClient, then: () => void): () => void {
  let watch = watches.get(queryClient)
  if (!watch) {
    const waiting = new Set<() => void>()
    // In idle slices, not all at once: the parts' renders and the imports of their code were one 40 ms task.
    const settle = () => {
      stop()
      inIdleSlices(waiting)
    }
    const cancelWatch = afterPageSettles(queryClient, settle)
    const latest = setTimeout(settle, LATEST_MS)
    const stop = () => {
      cancelWatch()
      clearTimeout(latest)
      if (watches.get(queryClient) === current) watches.delete(queryClient)
    }
    const current: Watch = { waiting, stop }
    watches.set(queryClient, current)
    watch = current
  }
  const joined = watch
  joined.waiting.add(then)
  return () => {
    // The last caller gone (its part unmounted): nobody waits, so the watch stops listening.
    if (joined.waiting.delete(then) && joined.waiting.size === 0) joined.stop()
  }
}
