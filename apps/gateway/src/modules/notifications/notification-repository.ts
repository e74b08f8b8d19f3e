import { z } from 'zod'
import type { Db, Queryable } from '../../db/db.js'

/** A device as registered (what it is and where its pushes go). */
export type DeviceRecord = {
  uuid: string
  cloudMessagingToken: string
  buildNumber: string
  bundle: string
  deviceType: 'ANDROID' | 'IOS' | 'WEB'
  version: string
}

/** One Safe a device subscribes to, and the owner who vouched for it. */
export type Subscription = { chainId: string; safe: string; signer: string }

const DeviceTypes = z.array(z.object({ deviceType: z.string() }))

/** The notifications module's SQL: registered devices and the Safes each subscribes to. */
export const devices = {
  /**
   * Registers (or updates) a device with its subscriptions in one transaction; `replace` drops its earlier ones first
   * (mobile clients resend their whole list, WEB adds to it).
   */
  async register(db: Db, device: DeviceRecord, subscriptions: readonly Subscription[], replace: boolean, now: number) {
    await db.transaction(async (q) => {
      await q.query(
        `insert into devices (uuid, cloud_messaging_token, build_number, bundle, device_type, version, created, modified)
         values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (uuid) do update set
           cloud_messaging_token = excluded.cloud_messaging_token, build_number = excluded.build_number,
           bundle = excluded.bundle, device_type = excluded.device_type, version = excluded.version,
           modified = excluded.modified`,
        [
          device.uuid,
          device.cloudMessagingToken,
          device.buildNumber,
          device.bundle,
          device.deviceType,
          device.version,
          now,
        ],
      )
      if (replace) await q.query('delete from device_registrations where uuid = $1', [device.uuid])
      for (const s of subscriptions) {
        await q.query(
          `insert into device_registrations (uuid, chain_id, safe, signer, created) values ($1, $2, $3, $4, $5)
           on conflict (uuid, chain_id, safe) do update set signer = excluded.signer`,
          [device.uuid, s.chainId, s.safe, s.signer, now],
        )
      }
    })
  },

  /** Ends a device's subscription to one Safe. */
  async unsubscribe(db: Queryable, uuid: string, chainId: string, safe: string): Promise<void> {
    await db.query('delete from device_registrations where uuid = $1 and chain_id = $2 and safe = $3', [
      uuid,
      chainId,
      safe,
    ])
  },

  /** Removes a device with its subscriptions. */
  async remove(db: Queryable, uuid: string): Promise<void> {
    await db.query('delete from devices where uuid = $1', [uuid])
  },

  /** The registered device's type, or null when there is no such device. */
  async typeOf(db: Queryable, uuid: string): Promise<string | null> {
    const rows = await db.query('select device_type as "deviceType" from devices where uuid = $1', [uuid])
    return DeviceTypes.parse(rows)[0]?.deviceType ?? null
  },

  /** Whether the device subscribes to this Safe. */
  async subscribes(db: Queryable, uuid: string, chainId: string, safe: string): Promise<boolean> {
    const rows = await db.query('select 1 from device_registrations where uuid = $1 and chain_id = $2 and safe = $3', [
      uuid,
      chainId,
      safe,
    ])
    return rows.length > 0
  },
}
