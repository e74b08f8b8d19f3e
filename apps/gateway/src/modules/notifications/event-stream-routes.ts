import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import { serveEventStream } from '../../events/serve-event-stream.js'
import { clientKey } from '../../wire/client-key.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { deviceStreamFilter } from './device-stream-filter.js'
import { createStreamCaps, STREAM_RETRY_AFTER_S, type StreamCaps } from './stream-caps.js'

type Filter = Parameters<typeof serveEventStream>[2]

/**
 * Opens a stream for the request's client within the caps: the filter is built (it may refuse, e.g. 404) only once a
 * place is held, and the place is given back when the stream ends for any reason. Over a cap: 429 with Retry-After.
 */
async function openCappedStream(
  ctx: GatewayContext,
  caps: StreamCaps,
  streams: Set<() => void>,
  exchange: { request: FastifyRequest; reply: FastifyReply },
  filter: () => Filter | Promise<Filter>,
): Promise<FastifyReply | undefined> {
  const { request, reply } = exchange
  const admitted = caps.admit(clientKey(request))
  if ('refused' in admitted) {
    const refusal = { code: 429, message: admitted.refused }
    return reply.code(429).header('retry-after', String(STREAM_RETRY_AFTER_S)).send(refusal)
  }
  // Whenever the exchange ends (a refusal below, the client leaving, the stream ending), the place is given back.
  reply.raw.once('close', admitted.release)
  let accepted: Filter
  try {
    accepted = await filter()
  } catch (error) {
    admitted.release()
    throw error
  }
  reply.hijack()
  serveEventStream(ctx.events, reply, accepted, streams)
  return undefined
}

/**
 * Server-Sent Events streams of Safe events (proposals, confirmations, executions, incoming ether and tokens,
 * messages): a public one per Safe for live pages (it reveals nothing the public queue and history do not, and a Safe
 * not indexed yet is accepted: its stream starts with its first event), and one per registered WEB device. Open
 * streams are capped per client address and in total (config `eventStreams`).
 */
export function eventStreamHandlers(
  app: GatewayApp,
  ctx: GatewayContext,
): Handlers<'getSafeEvents' | 'getNotificationEvents'> {
  const streams = new Set<() => void>()
  const caps = createStreamCaps(ctx.config.eventStreams)
  // Open streams would keep the server from closing; end them first so `close()` finishes cleanly.
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })

  return {
    getSafeEvents: async (request, reply) => {
      const { chainId } = getChain(ctx, request.params.chainId)
      const safe = request.params.address
      return openCappedStream(ctx, caps, streams, { request, reply }, () => ({
        accepts: (event: { chainId: string; address: string }) => event.chainId === chainId && event.address === safe,
      }))
    },

    getNotificationEvents: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      return openCappedStream(ctx, caps, streams, { request, reply }, () =>
        deviceStreamFilter(ctx.db, chain, request.params.uuid),
      )
    },
  }
}
