import type { GatewayContext } from '../../context/gateway-context.js'
import { devices } from './notification-repository.js'

/** Removes a device with its subscriptions; its open event streams end. */
export async function removeDevice(ctx: GatewayContext, uuid: string): Promise<void> {
  await devices.remove(ctx.db, uuid)
  ctx.events.publish({ type: 'DEVICE_REMOVED', uuid })
}
