import type { Queryable } from '../../db/db.js'
import { devices } from './notification-repository.js'

/** Ends a device's notifications of one Safe (nothing when it had none). */
export function unsubscribeSafe(db: Queryable, uuid: string, chainId: string, safe: string): Promise<void> {
  return devices.unsubscribe(db, uuid, chainId, safe)
}
