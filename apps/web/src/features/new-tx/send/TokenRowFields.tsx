import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import { isSettled, type ResolvedAddress } from '../../../ens/resolveAddressInput'
import { AddressFactsNote } from '../../../tx'
import { useAddressBook } from '../../address-book'
import { ADDRESS_BOOK_LIST_ID } from '../shared/AddressBookOptions'
import { amountFiat } from './amountFiat'
import type { SendableToken } from './sendableToken'
import { TokenPicker } from './TokenPicker'
import { maxAmount, type RecipientRow, type RowErrors } from './validateSendTokens'

type Props = {
  index: number
  rows: RecipientRow[]
  tokens: SendableToken[]
  /** The recipient field's text resolved (an ENS name stands for its address). */
  resolved: ResolvedAddress
  errors: RowErrors
  /** Show "enter …" errors of empty fields (after the user tried to go on). */
  showEmpty: boolean
  onChange: (row: RecipientRow) => void
  onRemove: (() => void) | undefined
  /** The fiat currency the amounts' values are shown in. */
  currency: string
}

/** One recipient row: token, recipient (address-book autocomplete), amount with "Max"; errors in words under each. */
export function TokenRowFields(props: Props) {
  const { index, rows, tokens, resolved, errors, showEmpty, onChange, onRemove } = props
  const { lookup } = useAddressBook()
  const row = rows[index] as RecipientRow
  const n = index + 1
  const token = tokens.find((t) => t.address === row.token)
  const shown = (typed: string, error: string | undefined) => (error && (showEmpty || typed.trim()) ? error : undefined)
  // A name being looked up or not found says so under the field instead of "not a valid address".
  const recipientError = isSettled(resolved) ? shown(row.recipient, errors.recipient) : undefined
  const amountError = shown(row.amount, errors.amount)
  const name = lookup(resolved.value)
  const worth = amountFiat(row.amount, token?.price, props.currency)
  return (
    <fieldset className="card" aria-label={`Recipient ${n}`}>
      <legend>Recipient {n}</legend>
      <TokenPicker
        label={`Token ${n}`}
        value={row.token}
        tokens={tokens}
        currency={props.currency}
        onChange={(address) => onChange({ ...row, token: address })}
      />
      {token?.imitation ? (
        <p className="field__error">
          This token {token.imitation}: it is not on the trusted list and is most likely worthless.
        </p>
      ) : null}
      {errors.token ? <p className="field__error">{errors.token}</p> : null}
      <label className="field">
        <span>Recipient address {n}</span>
        <input
          value={row.recipient}
          onChange={(e) => onChange({ ...row, recipient: e.target.value })}
          list={ADDRESS_BOOK_LIST_ID}
          placeholder="0x…, an ENS name, or pick from the address book"
          spellCheck={false}
          aria-invalid={recipientError ? true : undefined}
        />
      </label>
      <ResolvedAddressNote resolved={resolved} />
      <AddressFactsNote address={resolved.value} payee />
      {name ? <p className="muted">Address book: {name}</p> : null}
      {recipientError ? <p className="field__error">{recipientError}</p> : null}
      <label className="field">
        <span>Amount {n}</span>
        <input
          value={row.amount}
          onChange={(e) => onChange({ ...row, amount: e.target.value })}
          inputMode="decimal"
          placeholder="0.0"
          aria-invalid={amountError ? true : undefined}
        />
      </label>
      {worth ? <p className="muted">{worth}</p> : null}
      {token ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange({ ...row, amount: maxAmount(rows, index, token) })}
          aria-label={`Max for recipient ${n}`}
        >
          Max
        </button>
      ) : null}
      {amountError ? <p className="field__error">{amountError}</p> : null}
      {onRemove ? (
        <button type="button" className="button button--small" onClick={onRemove} aria-label={`Remove recipient ${n}`}>
          Remove
        </button>
      ) : null}
    </fieldset>
  )
}
