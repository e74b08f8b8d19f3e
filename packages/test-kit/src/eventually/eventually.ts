import { setTimeout as sleep } from 'node:timers/promises'
import type { PollOptions } from './poll-until.js'

/** The last value or error read, in words for the timeout's message. */
function inWords(last: unknown): string {
  if (last instanceof Error) return last.message
  if (typeof last === 'object' && last !== null)
    return JSON.stringify(last, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))
  return String(last)
}

/**
 * Reads until `done(value)` holds (the chain or the gateway's indexer catching up) and returns that value. A read
 * that throws counts as "not yet" (a gateway still answering 404). After `timeoutMs` (60 s) it throws, naming `what`
 * and the last value or error read.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  options: PollOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 60_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let last: unknown
    try {
      const value = await read()
      if (done(value)) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() >= deadline) {
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what} (last: ${inWords(last)}).`)
    }
    await sleep(options.intervalMs ?? 250)
  }
}
