/** A sleep that `wake` cuts short (the indexer's pauses, ended when it stops). */
export function createSleeper() {
  let wake: (() => void) | null = null
  return {
    /** Resolves after `ms`, or at the next `wake`. */
    sleep(ms: number): Promise<void> {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    },
    /** Ends the current sleep, if any. */
    wake(): void {
      wake?.()
    },
  }
}
