import type { EventStreamsConfig } from '../../config/config-schema.js'

/** Seconds a client refused a stream is told to wait (Retry-After): streams end only when their clients leave. */
export const STREAM_RETRY_AFTER_S = 30

/** Admits an event stream for a client: a `release` function (call it once the stream ends), or why it is refused. */
export type StreamCaps = { admit(client: string): { release: () => void } | { refused: string } }

/**
 * Caps on open event streams, per client address and in total (config `eventStreams`): each open stream holds a
 * socket and a bus listener for as long as its client keeps it, so these bound what clients can pin down.
 */
export function createStreamCaps(limits: EventStreamsConfig): StreamCaps {
  const open = new Map<string, number>()
  let total = 0
  return {
    admit(client) {
      const mine = open.get(client) ?? 0
      if (mine >= limits.maxPerClient) {
        return {
          refused: `Too many open event streams: at most ${limits.maxPerClient} per client address (eventStreams.maxPerClient); close one first`,
        }
      }
      if (total >= limits.maxTotal) {
        return {
          refused: `Too many open event streams: at most ${limits.maxTotal} in total (eventStreams.maxTotal); retry later`,
        }
      }
      open.set(client, mine + 1)
      total++
      let released = false
      const release = () => {
        if (released) return
        released = true
        total--
        const left = (open.get(client) ?? 1) - 1
        if (left > 0) open.set(client, left)
        else open.delete(client)
      }
      return { release }
    },
  }
}
