import { SafeParams } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import type { GatewayApp } from '../gateway-app.js'
import { serveEventStream } from './serve-event-stream.js'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/events`: a public Server-Sent Events stream of one Safe's events (the
 * notification events: proposals, confirmations, executions, incoming ether and tokens, messages), for live pages.
 * It reveals nothing the public queue and history do not, so it needs no registration or session. A Safe that is not
 * indexed yet is accepted: its stream starts with its first event (e.g. right after its creation).
 */
export function registerSafeEventRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const streams = new Set<() => void>()
  // Open streams would keep the server from closing; end them first so `close()` finishes cleanly.
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })
  app.get('/v1/chains/:chainId/safes/:address/events', { schema: { params: SafeParams } }, async (request, reply) => {
    const { chainId } = getChain(ctx, request.params.chainId)
    const safe = request.params.address
    reply.hijack()
    serveEventStream(ctx, reply, { accepts: (event) => event.chainId === chainId && event.address === safe }, streams)
  })
}
