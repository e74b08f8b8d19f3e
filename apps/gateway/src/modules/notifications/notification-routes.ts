import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { registerDevice } from './register-device.js'
import { removeDevice } from './remove-device.js'
import { unsubscribeSafe } from './unsubscribe-safe.js'

/**
 * Notifications (gateway-api.md §8): register a device with owner-signed Safe subscriptions, unsubscribe a Safe,
 * remove a device (its event streams end).
 */
export function notificationHandlers(
  ctx: GatewayContext,
): Handlers<'registerDevice' | 'unregisterSafe' | 'unregisterDevice'> {
  return {
    registerDevice: async (request) => {
      const uuid = await registerDevice(ctx, { ...request.body, uuid: request.body.uuid?.toLowerCase() })
      return { uuid }
    },

    unregisterSafe: async (request, reply) => {
      const { chainId, uuid, safe } = request.params
      await unsubscribeSafe(ctx.db, uuid, getChain(ctx, chainId).chainId, safe)
      return reply.code(200).send()
    },

    unregisterDevice: async (request, reply) => {
      getChain(ctx, request.params.chainId)
      await removeDevice(ctx, request.params.uuid)
      return reply.code(200).send()
    },
  }
}
