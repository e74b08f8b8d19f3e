/** The clock a pacer reads and waits on (injected in tests). */
export type PacerClock = { now(): number; sleep(ms: number): Promise<void> }

const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Spaces requests to a provider `1000 / perSecond` ms apart (no limit when null) and holds them all while the
 * provider asked us to back off: one pacer per RPC URL, so the indexer and live reads share the provider's budget.
 */
export function requestPacer(perSecond: number | null, clock: PacerClock = realClock) {
  let nextStart = 0
  let pausedUntil = 0
  return {
    /** Resolves when `weight` more calls (a JSON-RPC batch counts each of its calls) may start. */
    async wait(weight = 1): Promise<void> {
      const now = clock.now()
      const start = Math.max(now, pausedUntil, perSecond === null ? 0 : nextStart)
      if (perSecond !== null) nextStart = start + (weight * 1000) / perSecond
      if (start > now) await clock.sleep(start - now)
    },
    /** Holds every request for `ms` from now (after a 429). */
    pause(ms: number): void {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms)
    },
  }
}

/** A pacer's type. */
export type RequestPacer = ReturnType<typeof requestPacer>
