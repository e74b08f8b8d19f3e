import type { SubscriptionRow } from './alert-rows.js'

/** Whether a subscription delivers: active, awaiting its email's confirmation, or stopped (with the reason in words). */
export type SubscriptionStatus = {
  status: 'active' | 'awaiting_confirmation' | 'stopped'
  statusReason: string | null
}

/**
 * A subscription's status: stopped once its creator is no longer an owner of the Safe (an owner who left must not
 * keep hearing about it), awaiting confirmation until its email address confirmed, else active.
 */
export function subscriptionStatus(
  row: Pick<SubscriptionRow, 'createdBy' | 'creatorIsOwner' | 'confirmedAt' | 'destination'>,
): SubscriptionStatus {
  if (!row.creatorIsOwner) {
    const reason = `Stopped: ${row.createdBy}, who created it, is no longer an owner of the Safe. An owner may delete it and add it again.`
    return { status: 'stopped', statusReason: reason }
  }
  if (row.confirmedAt === null) {
    const reason = `Awaiting confirmation: ${row.destination} has been sent a link to confirm it; nothing is sent to it until then.`
    return { status: 'awaiting_confirmation', statusReason: reason }
  }
  return { status: 'active', statusReason: null }
}
