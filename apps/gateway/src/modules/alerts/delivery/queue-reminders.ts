import type { Queryable } from '../../../db/db.js'
import { alerts } from '../subscriptions/alerts-repository.js'

/**
 * Queues a PENDING_REMINDER for each queued transaction still short of signatures after its subscription's delay,
 * naming the owners who have not signed; once per transaction and subscription (its dedupe key).
 */
export async function queueReminders(db: Queryable, now: number): Promise<number> {
  let queued = 0
  for (const due of await alerts.remindersDue(db, now)) {
    if (due.confirmations >= due.threshold) continue
    const { chainId, safe, safeTxHash, nonce, submittedAt, threshold, confirmations, missing } = due
    const payload = {
      address: safe,
      type: 'PENDING_REMINDER',
      chainId,
      safeTxHash,
      nonce,
      submittedAt,
      confirmations,
      confirmationsRequired: threshold,
      missingSigners: missing,
    }
    const delivery = {
      subscriptionId: due.subscriptionId,
      dedupeKey: `reminder:${safeTxHash}`,
      type: 'PENDING_REMINDER',
    }
    if ((await alerts.addDelivery(db, { ...delivery, payload }, now)) !== null) queued++
  }
  return queued
}
