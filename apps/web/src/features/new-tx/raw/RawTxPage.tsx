import { useState } from 'react'
import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import { isSettled } from '../../../ens/resolveAddressInput'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { useStartReview } from '../../../tx-draft/useStartReview'
import { AddToBatchButton } from '../shared/AddToBatchButton'
import { type RawTxFields, validateRawTx } from './validateRawTx'

const EMPTY: RawTxFields = { to: '', value: '0', data: '0x', operation: '0' }

/** Raw transaction: to, value in native units, hex data and operation; a DELEGATE call is warned about. */
export function RawTxPage() {
  const start = useStartReview()
  const { chain } = useCurrentSafe()
  const symbol = chain.nativeCurrency.symbol
  const [fields, setFields] = useState<RawTxFields>(EMPTY)
  const [touched, setTouched] = useState(false)
  // An ENS name in "To" is checked as the address it resolves to.
  const to = useResolvedAddress(chain, fields.to)
  const result = validateRawTx({ ...fields, to: to.value })
  const set = (key: keyof RawTxFields) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [key]: e.target.value })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (result.ok) start(result.draft)
  }
  const error = (key: keyof RawTxFields) =>
    touched && !result.ok && result.errors[key] ? <span className="field__error">{result.errors[key]}</span> : null
  return (
    <section className="page">
      <h1>Raw transaction</h1>
      <form className="card" aria-label="Raw transaction" onSubmit={submit}>
        <label className="field">
          <span>To</span>
          <input value={fields.to} onChange={set('to')} placeholder="0x… or an ENS name" spellCheck={false} />
          {isSettled(to) ? error('to') : null}
        </label>
        <ResolvedAddressNote resolved={to} />
        <label className="field">
          <span>Value ({symbol})</span>
          <input value={fields.value} onChange={set('value')} inputMode="decimal" />
          {error('value')}
        </label>
        <label className="field">
          <span>Data (hex)</span>
          <textarea value={fields.data} onChange={set('data')} rows={4} spellCheck={false} />
          {error('data')}
        </label>
        <label className="field">
          <span>Operation</span>
          <select value={fields.operation} onChange={set('operation')}>
            <option value="0">CALL</option>
            <option value="1">DELEGATE</option>
          </select>
        </label>
        {fields.operation === '1' ? (
          <p className="banner banner--danger" role="alert">
            A DELEGATE call runs the target's code with this Safe's storage and funds: a malicious or buggy target can
            take the Safe over. Only delegate-call contracts you fully trust.
          </p>
        ) : null}
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            Review
          </button>
          {/* A batch is one MultiSendCallOnly transaction: it cannot carry a DELEGATE call. */}
          {fields.operation === '0' ? (
            <AddToBatchButton
              build={() => {
                setTouched(true)
                return result.ok ? { title: result.draft.title, calls: result.draft.calls } : null
              }}
            />
          ) : null}
        </div>
      </form>
    </section>
  )
}
