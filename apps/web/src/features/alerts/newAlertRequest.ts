import type { AlertEventType, CreateAlertSubscriptionRequest } from '@concord/gateway-client'
import { parseEther } from 'viem'

/** What the add-alert form holds. */
export type AlertDraft = {
  channel: 'webhook' | 'email'
  destination: string
  format: 'json' | 'slack' | 'discord'
  events: AlertEventType[]
  /** Large outflow threshold in whole native coins ('' for none). */
  outflowNative: string
  /** Large outflow threshold in the chain's fiat currency ('' for none). */
  outflowFiat: string
  /** Reminder delay in minutes ('' for none). */
  reminderMinutes: string
  /** Also alert transfers of tokens the gateway does not trust (spam tokens are silent by default). */
  includeUntrustedTokens: boolean
}

/** The empty form: a JSON webhook with the default events. */
export function emptyDraft(events: readonly AlertEventType[]): AlertDraft {
  return {
    channel: 'webhook',
    destination: '',
    format: 'json',
    events: [...events],
    outflowNative: '',
    outflowFiat: '',
    reminderMinutes: '',
    includeUntrustedTokens: false,
  }
}

/** The thresholds of a draft, as the gateway takes them; throws a readable error for an unreadable amount. */
function thresholdsOf(draft: AlertDraft): CreateAlertSubscriptionRequest['thresholds'] {
  let outflows: { token: null; amount: string }[] = []
  if (draft.outflowNative.trim() !== '') {
    try {
      outflows = [{ token: null, amount: parseEther(draft.outflowNative.trim()).toString() }]
    } catch {
      throw new Error('Large outflow: enter an amount of the native coin, e.g. 10 or 0.5')
    }
  }
  const fiat = draft.outflowFiat.trim() === '' ? null : draft.outflowFiat.trim()
  if (draft.events.includes('LARGE_OUTFLOW') && outflows.length === 0 && fiat === null) {
    throw new Error(
      'Large outflow needs a threshold: enter an amount of the native coin or a fiat value, or untick it.',
    )
  }
  const minutes = draft.reminderMinutes.trim() === '' ? null : Number(draft.reminderMinutes)
  if (minutes !== null && !Number.isInteger(minutes)) throw new Error('Reminder: enter whole minutes, e.g. 60')
  return { outflows, fiat, reminderAfterMinutes: minutes }
}

/** The create request of a draft. */
export function newAlertRequest(draft: AlertDraft): CreateAlertSubscriptionRequest {
  const thresholds = thresholdsOf(draft)
  const destination = draft.destination.trim()
  const { events, includeUntrustedTokens } = draft
  return draft.channel === 'webhook'
    ? { channel: 'webhook', url: destination, format: draft.format, events, thresholds, includeUntrustedTokens }
    : { channel: 'email', email: destination, events, thresholds, includeUntrustedTokens }
}

/** The events once a threshold is typed into an empty field: a large outflow is heard from then on. */
export function eventsWithThreshold(draft: AlertDraft, before: string, after: string): AlertDraft['events'] {
  const starts = before.trim() === '' && after.trim() !== ''
  return starts && !draft.events.includes('LARGE_OUTFLOW') ? [...draft.events, 'LARGE_OUTFLOW'] : draft.events
}
