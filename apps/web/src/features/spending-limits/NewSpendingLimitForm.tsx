import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { useStartReview } from '../../tx-draft/useStartReview'
import { buildSetSpendingLimit, type LimitSafe, type SpendingLimitForm } from './buildSpendingLimitDraft'
import type { LimitToken } from './tokenDirectory'

const PERIODS = [
  { id: 'none', label: 'None (one-time)' },
  { id: 'day', label: '1 day' },
  { id: 'week', label: '1 week' },
  { id: 'month', label: '1 month' },
] as const

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null
}

/** "New spending limit": beneficiary, token, amount and reset period, ending on the review screen. */
export function NewSpendingLimitForm({
  safe,
  tokens,
  module,
  delegates,
}: {
  safe: LimitSafe
  tokens: ReadonlyMap<string, LimitToken>
  module: Address
  delegates: readonly string[]
}) {
  const first = [...tokens.keys()][0] ?? ''
  const [form, setForm] = useState<SpendingLimitForm>({
    beneficiary: '',
    token: first,
    amount: '',
    resetPeriod: 'none',
  })
  const [errors, setErrors] = useState<Partial<Record<keyof SpendingLimitForm, string>>>({})
  const startReview = useStartReview()
  const set = (field: keyof SpendingLimitForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const plan = buildSetSpendingLimit(safe, form, tokens, module, delegates)
    if (!plan.ok) return setErrors(plan.errors)
    setErrors({})
    startReview(plan.draft)
  }
  return (
    <form aria-label="New spending limit" onSubmit={submit}>
      <h3>New spending limit</h3>
      <div className="field">
        <label htmlFor="limit-beneficiary">Beneficiary</label>
        <input
          id="limit-beneficiary"
          value={form.beneficiary}
          placeholder="0x…"
          onChange={(e) => set('beneficiary')(e.target.value)}
          aria-invalid={errors.beneficiary ? true : undefined}
        />
        <FieldMessage id="limit-beneficiary-error" error={errors.beneficiary} />
      </div>
      <div className="field">
        <label htmlFor="limit-token">Token</label>
        <select id="limit-token" value={form.token} onChange={(e) => set('token')(e.target.value)}>
          {[...tokens.values()].map((t) => (
            <option key={t.address} value={t.address}>
              {t.symbol}
            </option>
          ))}
        </select>
        <FieldMessage id="limit-token-error" error={errors.token} />
      </div>
      <div className="field">
        <label htmlFor="limit-amount">Amount</label>
        <input
          id="limit-amount"
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => set('amount')(e.target.value)}
          aria-invalid={errors.amount ? true : undefined}
        />
        <FieldMessage id="limit-amount-error" error={errors.amount} />
      </div>
      <div className="field">
        <label htmlFor="limit-period">Reset period</label>
        <select id="limit-period" value={form.resetPeriod} onChange={(e) => set('resetPeriod')(e.target.value)}>
          {PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <FieldMessage id="limit-period-error" error={errors.resetPeriod} />
      </div>
      <button type="submit" className="button button--primary">
        Review spending limit
      </button>
    </form>
  )
}
