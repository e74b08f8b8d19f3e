import { DeviceParams, SafeParams } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import { serveEventStream } from '../../events/serve-event-stream.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { deviceStreamFilter } from './device-stream-filter.js'

/**
 * Server-Sent Events streams of Safe events (proposals, confirmations, executions, incoming ether and tokens,
 * messages): a public one per Safe for live pages (it reveals nothing the public queue and history do not, and a Safe
 * not indexed yet is accepted: its stream starts with its first event), and one per registered WEB device.
 */
export function registerEventStreamRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const streams = new Set<() => void>()
  // Open streams would keep the server from closing; end them first so `close()` finishes cleanly.
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })

  app.get('/v1/chains/:chainId/safes/:address/events', { schema: { params: SafeParams } }, async (request, reply) => {
    const { chainId } = getChain(ctx, request.params.chainId)
    const safe = request.params.address
    reply.hijack()
    const filter = {
      accepts: (event: { chainId: string; address: string }) => event.chainId === chainId && event.address === safe,
    }
    serveEventStream(ctx.events, reply, filter, streams)
  })

  app.get(
    '/v1/chains/:chainId/notifications/devices/:uuid/events',
    { schema: { params: DeviceParams } },
    async (request, reply) => {
      const filter = await deviceStreamFilter(ctx.db, getChain(ctx, request.params.chainId), request.params.uuid)
      reply.hijack()
      serveEventStream(ctx.events, reply, filter, streams)
    },
  )
}
