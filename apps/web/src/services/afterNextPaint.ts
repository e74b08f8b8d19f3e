// Callbacks waiting for the next paint; one frame request serves them all.
let waiting: (() => void)[] = []

const runWaiting = () => {
  const callbacks = waiting
  waiting = []
  for (const callback of callbacks) callback()
}

/**
 * Runs `callback` in a task after the browser's next paint: the frame callback fires just before the paint, the
 * timeout after it. Preact schedules its effects this way (options.requestAnimationFrame) in place of its own, which
 * also arms and cancels a fallback timeout and cancels the frame on each render (five timer calls where this makes
 * two; the browser records each with its stack under a profiler). A hidden page paints no frames: there the callbacks
 * run in a task at once, and those already waiting when the page is hidden run then.
 */
export function afterNextPaint(callback: () => void): void {
  waiting.push(callback)
  if (waiting.length > 1) return
  if (document.visibilityState === 'hidden') setTimeout(runWaiting)
  else requestAnimationFrame(() => setTimeout(runWaiting))
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && waiting.length > 0) setTimeout(runWaiting)
  })
}
