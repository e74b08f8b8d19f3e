import { z } from 'zod'
import type { SafeNotification } from '../../domain/event-bus.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { registerDevice } from '../../domain/register-device.js'
import { notFound } from '../../errors.js'
import type { GatewayApp } from '../gateway-app.js'
import { AddressParam, ChainIdParam } from '../schemas/params.js'
import { serveEventStream } from './serve-event-stream.js'

const Signature65 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'Invalid signature: expected a 65-byte signature (0x + 130 hex characters)')
  .transform((value) => value as `0x${string}`)
const RegisterBody = z.object({
  uuid: z.uuid().optional(),
  cloudMessagingToken: z.string().min(1).max(4096),
  buildNumber: z.string().max(100),
  bundle: z.string().max(200),
  deviceType: z.enum(['ANDROID', 'IOS', 'WEB']),
  version: z.string().max(100),
  timestamp: z.coerce
    .string()
    .regex(/^\d{1,12}$/, 'Invalid timestamp: expected unix seconds')
    .optional(),
  safeRegistrations: z
    .array(
      z.object({
        chainId: ChainIdParam,
        safes: z.array(AddressParam).min(1).max(100),
        signatures: z.array(Signature65).max(10),
      }),
    )
    .max(20),
})
const DeviceParams = z.object({ chainId: ChainIdParam, uuid: z.uuid().transform((value) => value.toLowerCase()) })
const DeviceSafeParams = DeviceParams.extend({ safe: AddressParam })

/**
 * Notifications (gateway-api.md §8): register a device with owner-signed Safe subscriptions, unsubscribe a Safe,
 * remove a device, and a Server-Sent Events stream of its Safes' events for WEB devices.
 */
export function registerNotificationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/v1/register/notifications', { schema: { body: RegisterBody } }, async (request) => {
    const uuid = await registerDevice(ctx, { ...request.body, uuid: request.body.uuid?.toLowerCase() })
    return { uuid }
  })

  app.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid/safes/:safe',
    { schema: { params: DeviceSafeParams } },
    async (request, reply) => {
      const { chainId, uuid, safe } = request.params
      await ctx.db.query('delete from device_registrations where uuid = $1 and chain_id = $2 and safe = $3', [
        uuid,
        getChain(ctx, chainId).chainId,
        safe,
      ])
      return reply.code(200).send()
    },
  )

  app.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid',
    { schema: { params: DeviceParams } },
    async (request, reply) => {
      getChain(ctx, request.params.chainId)
      await ctx.db.query('delete from devices where uuid = $1', [request.params.uuid])
      ctx.events.publish({ type: 'DEVICE_REMOVED', uuid: request.params.uuid })
      return reply.code(200).send()
    },
  )

  const streams = new Set<() => void>()
  // Open streams would keep the server from closing; end them first so `close()` finishes cleanly.
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })
  app.get(
    '/v1/chains/:chainId/notifications/devices/:uuid/events',
    { schema: { params: DeviceParams } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { uuid } = request.params
      const [device] = await ctx.db.query<{ device_type: string }>('select device_type from devices where uuid = $1', [
        uuid,
      ])
      if (device === undefined || device.device_type !== 'WEB') {
        throw notFound(`No WEB device ${uuid} is registered; register it with POST /v1/register/notifications`)
      }
      reply.hijack()
      const subscribed = async (event: SafeNotification) =>
        event.chainId === chain.chainId &&
        (
          await ctx.db.query('select 1 from device_registrations where uuid = $1 and chain_id = $2 and safe = $3', [
            uuid,
            chain.chainId,
            event.address,
          ])
        ).length > 0
      const endsOn = (event: { type: string; uuid?: string }) => event.type === 'DEVICE_REMOVED' && event.uuid === uuid
      serveEventStream(ctx, reply, { accepts: subscribed, endsOn }, streams)
    },
  )
}
