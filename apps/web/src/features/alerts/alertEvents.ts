import type { AlertEventType } from '@concord/gateway-client'

/** The events an alert can hear, with the words the Alerts card shows for them. */
export const ALERT_EVENTS: readonly { type: AlertEventType; label: string }[] = [
  { type: 'PENDING_MULTISIG_TRANSACTION', label: 'Transaction proposed' },
  { type: 'NEW_CONFIRMATION', label: 'Transaction signed by an owner' },
  { type: 'EXECUTED_MULTISIG_TRANSACTION', label: 'Transaction executed (or failed)' },
  { type: 'DELETED_MULTISIG_TRANSACTION', label: 'Queued transaction deleted' },
  { type: 'SAFE_SETTINGS_CHANGED', label: 'Owners, threshold, modules, guard or handler changed' },
  { type: 'LARGE_OUTFLOW', label: 'Large outflow (over the threshold below)' },
  { type: 'PENDING_REMINDER', label: 'Reminder: transaction still awaiting signatures' },
  { type: 'INCOMING_ETHER', label: 'Native coin received' },
  { type: 'INCOMING_TOKEN', label: 'Token received' },
  { type: 'OUTGOING_ETHER', label: 'Native coin sent' },
  { type: 'OUTGOING_TOKEN', label: 'Token sent' },
  { type: 'MODULE_TRANSACTION', label: 'Module transaction' },
  { type: 'MESSAGE_CREATED', label: 'Message proposed' },
  { type: 'MESSAGE_CONFIRMATION', label: 'Message signed by an owner' },
]

/**
 * The events a new alert starts with: what a team must not miss. Not a large outflow: it means nothing without a
 * threshold, so it is ticked when one is typed (see AddAlertForm).
 */
export const DEFAULT_ALERT_EVENTS: readonly AlertEventType[] = [
  'PENDING_MULTISIG_TRANSACTION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'SAFE_SETTINGS_CHANGED',
]

// Deliveries that are no event of the list: a test, and the summary of what a rate limit held back.
const OTHER_LABELS: Record<string, string> = { TEST: 'Test', ALERT_SUMMARY: 'Summary of held alerts' }

/** An event kind in words ("Transaction proposed", not PENDING_MULTISIG_TRANSACTION); an unknown kind as it is. */
export function alertEventLabel(type: string): string {
  return ALERT_EVENTS.find((event) => event.type === type)?.label ?? OTHER_LABELS[type] ?? type
}
