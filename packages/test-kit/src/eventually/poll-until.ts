import { setTimeout as sleep } from 'node:timers/promises'

/** How long to poll and how often. */
export type PollOptions = { timeoutMs?: number; intervalMs?: number }

/**
 * Reads until `done(value)` holds or `timeoutMs` (60 s) has passed, every `intervalMs` (250 ms), and returns the last
 * value read either way: for a test that asserts on that value itself.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() >= deadline) return value
    await sleep(options.intervalMs ?? 250)
  }
}
