import { flushSync } from 'react-dom'
import { whenIdle } from './whenIdle'

// At most this long per slice of our own measure, whatever idle time the browser grants (up to 50 ms): a phone's CPU
// runs this work several times slower than the machine that measured it.
const SLICE_MS = 5

/**
 * Calls the callbacks of `queue` in turn (taking each out first), each with the renders it causes flushed at once,
 * over as many idle periods as they need: the next only while the period has time left. A callback taken out of the
 * queue before its turn is not called. What the page's late parts render when it settles (a dozen lazy parts and
 * their imports) was one long task; Lighthouse's own idle callbacks grant 10 ms, so a slice stays short there too.
 */
export function inIdleSlices(queue: Set<() => void>, runOne: (callback: () => void) => void = flushSync): void {
  whenIdle((idle) => {
    const start = performance.now()
    do {
      const [next] = queue
      if (next === undefined) return
      queue.delete(next)
      try {
        runOne(next)
      } catch (error) {
        // One part's failure must not keep the others from their turn: reported as an uncaught error would be.
        queueMicrotask(() => {
          throw error
        })
      }
    } while (queue.size > 0 && idle.timeRemaining() > 0 && performance.now() - start < SLICE_MS)
    if (queue.size > 0) inIdleSlices(queue, runOne)
  }, 1000)
}
