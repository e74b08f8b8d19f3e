import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { BusEvent, SafeNotification } from '../../events/event-bus.js'
import { devices } from './notification-repository.js'

/**
 * What a WEB device's event stream forwards: events of the Safes it subscribes to on `chain`; it ends when the device
 * is removed. A 404 when no WEB device has this uuid.
 */
export async function deviceStreamFilter(db: Queryable, chain: ChainRuntime, uuid: string) {
  if ((await devices.typeOf(db, uuid)) !== 'WEB') {
    throw notFound(`No WEB device ${uuid} is registered; register it with POST /v1/register/notifications`)
  }
  return {
    accepts: async (event: SafeNotification) =>
      event.chainId === chain.chainId && (await devices.subscribes(db, uuid, chain.chainId, event.address)),
    endsOn: (event: BusEvent) => event.type === 'DEVICE_REMOVED' && event.uuid === uuid,
  }
}
