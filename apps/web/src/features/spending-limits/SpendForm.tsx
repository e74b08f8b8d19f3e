import type { SpendingLimit } from '@concord/gateway-client'
import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { errorMessage } from '../../errors'
import { checkSpendAmount } from './checkSpendAmount'
import { tokenAmount } from './describeLimit'
import type { LimitToken } from './tokenDirectory'
import { useSpendFromLimit } from './useSpendFromLimit'

/** The beneficiary's "Spend" form: recipient and amount, refused in words above what remains; then its wallet sends. */
export function SpendForm({ limit, token, module }: { limit: SpendingLimit; token: LimitToken; module: Address }) {
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<{ recipient?: string; amount?: string }>({})
  const spend = useSpendFromLimit(module)
  const remaining = BigInt(limit.amount) - BigInt(limit.spent)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const check = checkSpendAmount({ recipient, amount }, token, remaining > 0n ? remaining : 0n)
    if (!check.ok) return setErrors(check.errors)
    setErrors({})
    const description = `Spend ${tokenAmount(check.amount, token)} from the Safe's spending limit`
    spend.mutate(
      { token: limit.token, to: check.to, amount: check.amount, description },
      { onSuccess: () => setAmount('') },
    )
  }
  return (
    <form aria-label="Spend" onSubmit={submit}>
      <div className="field">
        <label htmlFor="spend-recipient">Recipient</label>
        <input
          id="spend-recipient"
          value={recipient}
          placeholder="0x…"
          onChange={(e) => setRecipient(e.target.value)}
          aria-invalid={errors.recipient ? true : undefined}
        />
        {errors.recipient ? (
          <p className="field__error" role="alert">
            {errors.recipient}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="spend-amount">Amount ({token.symbol})</label>
        <input
          id="spend-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={errors.amount ? true : undefined}
        />
        {errors.amount ? (
          <p className="field__error" role="alert">
            {errors.amount}
          </p>
        ) : null}
      </div>
      {spend.isPending ? (
        <p role="status">Confirm in your wallet, then wait for the transfer to be mined…</p>
      ) : spend.error ? (
        <p className="field__error" role="alert">
          {errorMessage(spend.error)}
        </p>
      ) : spend.isSuccess ? (
        <p role="status">Sent.</p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={spend.isPending}>
        Spend
      </button>
    </form>
  )
}
