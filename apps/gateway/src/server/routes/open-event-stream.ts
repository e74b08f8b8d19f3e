import type { FastifyReply } from 'fastify'
import type { SafeNotification } from '../../domain/event-bus.js'
import type { GatewayContext } from '../../domain/gateway-context.js'

const HEARTBEAT_MS = 15_000

/**
 * Serves a hijacked reply as a Server-Sent Events stream of the notifications of `uuid`'s Safes on `chainId`: one
 * `data:` line of JSON per event, a `: heartbeat` comment every 15 s. It ends when the client goes, the device is
 * removed, or the gateway closes (through the end function kept in `streams`).
 */
export function openEventStream(
  ctx: GatewayContext,
  reply: FastifyReply,
  { chainId, uuid }: { chainId: string; uuid: string },
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
  // Events are checked against the subscriptions in order, one at a time, so they arrive in the order they happened.
  let queue = Promise.resolve()
  const deliver = async (event: SafeNotification) => {
    const subscribed = await ctx.db.query(
      'select 1 from device_registrations where uuid = $1 and chain_id = $2 and safe = $3',
      [uuid, chainId, event.address],
    )
    if (subscribed.length > 0 && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`)
  }
  const unsubscribe = ctx.events.subscribe((event) => {
    if (event.type === 'DEVICE_REMOVED') {
      if (event.uuid === uuid) queue = queue.then(end)
      return
    }
    if (event.chainId !== chainId) return
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
