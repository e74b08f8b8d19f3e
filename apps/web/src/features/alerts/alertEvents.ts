import type { AlertEventType } from '@concord/gateway-client'

/** The events an alert can hear, with the words the Alerts card shows for them. */
export const ALERT_EVENTS: readonly { type: AlertEventType; label: string }[] = [
  { type: 'PENDING_MULTISIG_TRANSACTION', label: 'New transaction proposed' },
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

/** The events a new alert starts with: what a team must not miss. */
export const DEFAULT_ALERT_EVENTS: readonly AlertEventType[] = [
  'PENDING_MULTISIG_TRANSACTION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'SAFE_SETTINGS_CHANGED',
  'LARGE_OUTFLOW',
]
