type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a new task of the main thread, so that the work after it does not lengthen the task before it. On a
 * slow phone each long task blocks input (Lighthouse counts the part of each task beyond 50 ms as blocking time): boot
 * steps that run back to back in one task are cut apart this way. `scheduler.yield` resumes ahead of other queued
 * tasks where the browser has it (Chromium 129+); a timer stands in elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
