import { DeviceParams, DeviceSafeParams, RegisterDeviceBody, RegisteredDevice } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { registerDevice } from './register-device.js'
import { removeDevice } from './remove-device.js'
import { unsubscribeSafe } from './unsubscribe-safe.js'

/**
 * Notifications (gateway-api.md §8): register a device with owner-signed Safe subscriptions, unsubscribe a Safe,
 * remove a device (its event streams end).
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
      await unsubscribeSafe(ctx.db, uuid, getChain(ctx, chainId).chainId, safe)
      return reply.code(200).send()
    },
  )

  app.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid',
    { schema: { params: DeviceParams } },
    async (request, reply) => {
      getChain(ctx, request.params.chainId)
      await removeDevice(ctx, request.params.uuid)
      return reply.code(200).send()
    },
  )
}
