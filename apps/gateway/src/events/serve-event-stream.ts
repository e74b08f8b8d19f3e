import type { FastifyReply } from 'fastify'
import type { BusEvent, EventBus, SafeNotification } from './event-bus.js'

const HEARTBEAT_MS = 15_000

/** Which bus events one stream forwards, and which end it. */
type StreamFilter = {
  /** Whether a Safe notification goes to this stream (checked in order, one at a time). */
  accepts(event: SafeNotification): boolean | Promise<boolean>
  /** Whether a bus event ends the stream (e.g. its device was removed). */
  endsOn?(event: BusEvent): boolean
}

/**
 * Serves a hijacked reply as a Server-Sent Events stream of the bus's Safe notifications that `filter` accepts: one
 * `data:` line of JSON per event, a `: heartbeat` comment every 15 s. It ends when the client goes, `filter.endsOn`
 * says so, or the gateway closes (through the end function kept in `streams`).
 */
export function serveEventStream(
  events: EventBus,
  reply: FastifyReply,
  filter: StreamFilter,
  streams: Set<() => void>,
): void {
  const res = reply.raw
  // Hijacked replies skip Fastify's send path, so the headers set by hooks (CORS) are copied over by hand.
  const hooked = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  )
  res.writeHead(200, {
    ...Object.fromEntries(hooked),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  res.write(': connected\n\n')
  // Events are filtered in order, one at a time, so they arrive in the order they happened.
  let queue = Promise.resolve()
  const deliver = async (event: SafeNotification) => {
    if ((await filter.accepts(event)) && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`)
  }
  const unsubscribe = events.subscribe((event) => {
    if (filter.endsOn?.(event) === true) {
      queue = queue.then(end)
      return
    }
    if (event.type === 'DEVICE_REMOVED') return
    queue = queue.then(() => deliver(event)).catch(() => end())
  })
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS)
  function end() {
    clearInterval(heartbeat)
    unsubscribe()
    streams.delete(end)
    if (!res.writableEnded) res.end()
  }
  streams.add(end)
  res.on('close', end)
}
