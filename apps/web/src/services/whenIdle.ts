/** What an idle callback is told: how long the browser expects to stay idle (a timer's stand-in says 0). */
export type IdleTime = { timeRemaining: () => number }

const NO_IDLE_TIME: IdleTime = { timeRemaining: () => 0 }

/**
 * Runs `callback` when the browser is idle (requestIdleCallback, at most `timeoutMs` later) and returns a cancel.
 * Safari and iOS do not ship requestIdleCallback (WebKit bug 164193): there a timer stands in for it, so work that
 * waits for an idle moment still runs rather than throwing.
 */
export function whenIdle(callback: (idle: IdleTime) => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(callback, { timeout: timeoutMs })
    return () => globalThis.cancelIdleCallback(id)
  }
  const timer = setTimeout(() => callback(NO_IDLE_TIME), 1)
  return () => clearTimeout(timer)
}
