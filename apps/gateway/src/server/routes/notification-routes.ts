import { DeviceParams, DeviceSafeParams, RegisterDeviceBody, RegisteredDevice } from '@concord/gateway-schema'
import type { SafeNotification } from '../../domain/event-bus.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { registerDevice } from '../../domain/register-device.js'
import { notFound } from '../../errors.js'
import type { GatewayApp } from '../gateway-app.js'
import { serveEventStream } from './serve-event-stream.js'

/**
 * Notifications (gateway-api.md §8): register a device with owner-signed Safe subscriptions, unsubscribe a Safe,
 * remove a device, and a Server-Sent Events stream of its Safes' events for WEB devices.
 */
export function registerNotificationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/register/notifications',
    { schema: { body: RegisterDeviceBody, response: { 200: RegisteredDevice } } },
    async (request) => {
      const uuid = await registerDevice(ctx, { ...request.body, uuid: request.body.uuid?.toLowerCase() })
      return { uuid }
    },
  )

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
