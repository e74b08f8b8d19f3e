import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query'

// Timeouts this long or longer (an unused query's garbage collection, 24 h here) share one platform timer.
const LONG_MS = 60_000
// The platform's longest delay; a later deadline is reached by waking and arming again.
const MAX_DELAY_MS = 2 ** 31 - 1

type Group = { native: ReturnType<typeof setInterval>; callbacks: Map<number, TimeoutCallback> }

/**
 * A timer backend for react-query's cache (timeoutManager) that coalesces timers: long timeouts share one platform
 * timeout, and intervals of the same period one platform interval. Every query's cache timeout and every polling
 * observer's interval is cleared and set again on each of its updates; as platform timers each cost a call the
 * browser records with its stack (under a profiler or Lighthouse, a quarter of a millisecond), on the page's busiest
 * tasks. Short timeouts (a query going stale) stay platform timers: their timing matters.
 */
export function createCoalescedTimers(): TimeoutProvider<number> {
  // Negative ids: never equal to the platform's own (positive) ids, which short timeouts return unchanged.
  let lastId = 0
  const long = new Map<number, { callback: TimeoutCallback; due: number }>()
  let sweep: { native: ReturnType<typeof setTimeout>; due: number } | undefined
  const intervals = new Map<number, number>()
  const groups = new Map<number, Group>()

  const armSweep = (due: number) => {
    if (sweep && sweep.due <= due) return
    if (sweep) clearTimeout(sweep.native)
    sweep = { due, native: setTimeout(runDue, Math.min(Math.max(due - Date.now(), 0), MAX_DELAY_MS)) }
  }
  const runDue = () => {
    sweep = undefined
    const now = Date.now()
    let next = Number.POSITIVE_INFINITY
    for (const [id, timer] of long) {
      if (timer.due > now) next = Math.min(next, timer.due)
      else {
        long.delete(id)
        timer.callback()
      }
    }
    if (next !== Number.POSITIVE_INFINITY) armSweep(next)
  }
  const tick = (delay: number) => {
    const group = groups.get(delay)
    if (!group) return
    // A group left empty stops at its next tick rather than at once: an observer clears and sets its interval again
    // on each update, and would otherwise stop and start the platform's interval each time.
    if (group.callbacks.size === 0) {
      clearInterval(group.native)
      groups.delete(delay)
      return
    }
    for (const callback of [...group.callbacks.values()]) callback()
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= LONG_MS)) return setTimeout(callback, delay) as unknown as number
      const id = --lastId
      const due = Date.now() + delay
      long.set(id, { callback, due })
      armSweep(due)
      return id
    },
    clearTimeout(id) {
      if (id === undefined) return
      // A cleared long timeout just leaves the shared one to wake and find nothing due.
      if (id < 0) long.delete(id)
      else clearTimeout(id)
    },
    setInterval(callback, delay) {
      const id = --lastId
      let group = groups.get(delay)
      if (!group) {
        group = { native: setInterval(() => tick(delay), delay), callbacks: new Map() }
        groups.set(delay, group)
      }
      group.callbacks.set(id, callback)
      intervals.set(id, delay)
      return id
    },
    clearInterval(id) {
      if (id === undefined) return
      const delay = intervals.get(id)
      if (delay === undefined) return
      intervals.delete(id)
      groups.get(delay)?.callbacks.delete(id)
    },
  }
}
