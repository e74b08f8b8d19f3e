import type { TokenInfo } from '@concord/gateway-client'
import { useState } from 'react'
import type { HistoryFilters } from './historyFilters'

const KIND_OPTIONS = [
  ['', 'All'],
  ['incoming', 'Incoming'],
  ['outgoing', 'Outgoing'],
  ['module', 'Module'],
  ['settings', 'Settings'],
] as const

type Props = {
  filters: HistoryFilters
  tokens: readonly TokenInfo[]
  error: string | null
  onApply: (filters: HistoryFilters) => void
}

/** The history's filters: edited here, applied (to the URL) with "Apply filters"; "Clear" drops them all. */
export function HistoryFilterForm({ filters, tokens, error, onApply }: Props) {
  const [draft, setDraft] = useState(filters)
  const field = (key: 'from' | 'to' | 'amount' | 'nonce') => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  })
  return (
    <form
      aria-label="Filter history"
      className="card history-filters"
      onSubmit={(e) => {
        e.preventDefault()
        onApply(draft)
      }}
    >
      <label className="field">
        <span>Kind</span>
        <select
          value={draft.kind ?? ''}
          onChange={(e) => setDraft({ ...draft, kind: (e.target.value || undefined) as HistoryFilters['kind'] })}
        >
          {KIND_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>From day</span>
        <input type="date" {...field('from')} />
      </label>
      <label className="field">
        <span>To day</span>
        <input type="date" {...field('to')} />
      </label>
      <label className="field">
        <span>Token</span>
        <select value={draft.token ?? ''} onChange={(e) => setDraft({ ...draft, token: e.target.value || undefined })}>
          <option value="">Any</option>
          {tokens.map((t) => (
            <option key={t.address} value={t.address}>
              {t.symbol}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Amount</span>
        <input inputMode="decimal" placeholder="exact, in token units" {...field('amount')} />
      </label>
      <label className="field">
        <span>Nonce</span>
        <input inputMode="numeric" {...field('nonce')} />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button">
        Apply filters
      </button>
      <button type="button" className="button" onClick={() => onApply({ suspicious: filters.suspicious })}>
        Clear
      </button>
    </form>
  )
}
