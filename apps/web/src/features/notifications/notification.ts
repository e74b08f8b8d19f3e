import { z } from 'zod/mini'

/** What a notification is about; the centre shows it as a label, toasts go to the ones addressed to the owner. */
export const NotificationKind = z.enum([
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
export type NotificationKind = z.output<typeof NotificationKind>

/** One entry of the notification centre, as kept in this browser's localStorage. */
export const AppNotification = z.object({
  /** The event's identity: the same event heard twice (two tabs, a reconnect) is one notification. */
  id: z.string(),
  kind: NotificationKind,
  chainId: z.string(),
  /** The Safe's route segment, `shortName:0xChecksummed`. */
  safe: z.string(),
  title: z.string(),
  text: z.string(),
  /** The app path of the transaction, message or history the notification is about. */
  link: z.string(),
  /** Addressed to the connected owner (a signature is missing): shown as a toast too. */
  forYou: z.boolean(),
  createdAt: z.number(),
  read: z.boolean(),
})
export type AppNotification = z.output<typeof AppNotification>

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
