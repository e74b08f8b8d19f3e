import * as v from 'valibot'

/** What a notification is about; the centre shows it as a label, toasts go to the ones addressed to the owner. */
export const NotificationKind = v.picklist([
  'proposed',
  'needs-signature',
  'confirmed',
  'executed',
  'failed',
  'settings-changed',
  'incoming',
  'message-proposed',
  'message-needs-signature',
])
export type NotificationKind = v.InferOutput<typeof NotificationKind>

/** One entry of the notification centre, as kept in this browser's localStorage. */
export const AppNotification = v.object({
  /** The event's identity: the same event heard twice (two tabs, a reconnect) is one notification. */
  id: v.string(),
  kind: NotificationKind,
  chainId: v.string(),
  /** The Safe's route segment, `shortName:0xChecksummed`. */
  safe: v.string(),
  title: v.string(),
  text: v.string(),
  /** The app path of the transaction, message or history the notification is about. */
  link: v.string(),
  /** Addressed to the connected owner (a signature is missing): shown as a toast too. */
  forYou: v.boolean(),
  createdAt: v.number(),
  read: v.boolean(),
})
export type AppNotification = v.InferOutput<typeof AppNotification>

/** A notification as built from an event, before the centre stamps and stores it. */
export type NewNotification = Omit<AppNotification, 'createdAt' | 'read'>

/** The centre's label of each kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  proposed: 'Proposed',
  'needs-signature': 'Needs your signature',
  confirmed: 'Confirmed',
  executed: 'Executed',
  failed: 'Failed',
  'settings-changed': 'Settings changed',
  incoming: 'Incoming funds',
  'message-proposed': 'Message',
  'message-needs-signature': 'Message needs your signature',
}
