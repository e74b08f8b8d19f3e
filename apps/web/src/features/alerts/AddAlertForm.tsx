import type { AlertEventType } from '@concord/gateway-client'
import { useState } from 'react'
import { errorMessage } from '../../errors'
import { ALERT_EVENTS, DEFAULT_ALERT_EVENTS } from './alertEvents'
import { type AlertDraft, emptyDraft, eventsWithThreshold, newAlertRequest } from './newAlertRequest'
import type { useAlertWrites } from './useAlerts'

type Props = { writes: ReturnType<typeof useAlertWrites>; onSecret: (secret: string) => void }

/** Ticks or unticks one event of the draft. */
const toggled = (events: AlertEventType[], type: AlertEventType, on: boolean) =>
  on ? [...events, type] : events.filter((e) => e !== type)

/** The form that adds a webhook or email alert: destination, body format, events and thresholds. */
export function AddAlertForm({ writes, onSecret }: Props) {
  const [draft, setDraft] = useState<AlertDraft>(() => emptyDraft(DEFAULT_ALERT_EVENTS))
  const [problem, setProblem] = useState<string | null>(null)
  // What the gateway said the new alert's thresholds cannot see (assets without a fiat price).
  const [notes, setNotes] = useState<string[]>([])
  const set = (change: Partial<AlertDraft>) => setDraft((d) => ({ ...d, ...change }))
  const submit = () => {
    setProblem(null)
    try {
      writes.create.mutate(newAlertRequest(draft), {
        onSuccess: (created) => {
          onSecret(created.secret)
          setNotes(created.notes)
          setDraft(emptyDraft(DEFAULT_ALERT_EVENTS))
        },
        onError: (error) => setProblem(errorMessage(error)),
      })
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }
  return (
    <form
      aria-label="Add an alert"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className="field">
        <span>Send to</span>
        <select value={draft.channel} onChange={(e) => set({ channel: e.target.value as AlertDraft['channel'] })}>
          <option value="webhook">Webhook</option>
          <option value="email">Email</option>
        </select>
      </label>
      <label className="field">
        <span>{draft.channel === 'webhook' ? 'Webhook URL' : 'Email address'}</span>
        <input
          value={draft.destination}
          type={draft.channel === 'webhook' ? 'url' : 'email'}
          placeholder={draft.channel === 'webhook' ? 'https://hooks.slack.com/services/…' : 'team@example.com'}
          onChange={(e) => set({ destination: e.target.value })}
          required
        />
      </label>
      {draft.channel === 'webhook' ? (
        <label className="field">
          <span>Body format</span>
          <select value={draft.format} onChange={(e) => set({ format: e.target.value as AlertDraft['format'] })}>
            <option value="json">JSON (Safe Transaction Service events)</option>
            <option value="slack">Slack incoming webhook</option>
            <option value="discord">Discord webhook</option>
          </select>
        </label>
      ) : null}
      <fieldset className="field">
        <legend>Events</legend>
        {ALERT_EVENTS.map(({ type, label }) => (
          <label key={type} className="field--inline">
            <input
              type="checkbox"
              checked={draft.events.includes(type)}
              onChange={(e) => set({ events: toggled(draft.events, type, e.target.checked) })}
            />
            <span>{label}</span>
          </label>
        ))}
        <label className="field--inline">
          <input
            type="checkbox"
            checked={draft.includeUntrustedTokens}
            onChange={(e) => set({ includeUntrustedTokens: e.target.checked })}
          />
          <span>Also token transfers of tokens this gateway does not trust (often spam)</span>
        </label>
      </fieldset>
      <label className="field">
        <span>Large outflow: at least this much of the native coin</span>
        <input
          inputMode="decimal"
          value={draft.outflowNative}
          onChange={(e) =>
            set({
              outflowNative: e.target.value,
              events: eventsWithThreshold(draft, draft.outflowNative, e.target.value),
            })
          }
        />
      </label>
      <label className="field">
        <span>Large outflow: or at least this value in fiat (counts only what the gateway has a price for)</span>
        <input
          inputMode="decimal"
          value={draft.outflowFiat}
          onChange={(e) =>
            set({ outflowFiat: e.target.value, events: eventsWithThreshold(draft, draft.outflowFiat, e.target.value) })
          }
        />
      </label>
      <label className="field">
        <span>Remind after (minutes awaiting signatures)</span>
        <input
          inputMode="numeric"
          value={draft.reminderMinutes}
          onChange={(e) => set({ reminderMinutes: e.target.value })}
        />
      </label>
      <button type="submit" className="button" disabled={writes.create.isPending || draft.events.length === 0}>
        {writes.create.isPending ? 'Adding…' : 'Add alert'}
      </button>
      {problem === null ? null : <p role="alert">{problem}</p>}
      {notes.map((note) => (
        <p key={note} role="note" className="muted">
          {note}
        </p>
      ))}
    </form>
  )
}
