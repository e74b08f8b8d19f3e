/**
 * Counts requests in a sliding window of one second, as providers meter "requests per second": `admit` says whether
 * one more request fits. The clock is injected so tests need not sleep.
 */
export function rateWindow(perSecond: number, now: () => number = Date.now) {
  const admitted: number[] = []
  return {
    /** Whether a request now stays within `perSecond` over the last second (it is counted only when it does). */
    admit(): boolean {
      const t = now()
      while (admitted.length > 0 && (admitted[0] as number) <= t - 1000) admitted.shift()
      if (admitted.length >= perSecond) return false
      admitted.push(t)
      return true
    },
  }
}
