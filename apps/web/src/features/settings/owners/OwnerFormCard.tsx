import type { FormEvent, ReactNode } from 'react'
import type { Address } from 'viem'
import { AddressView } from '../../../ui/AddressView'

/**
 * The frame of an owner form: its titled card, the owner it acts on (when there is one), the fields, then Review and
 * Cancel. Review is red when the change takes an owner away.
 */
export function OwnerFormCard({
  title,
  owner,
  danger = false,
  onSubmit,
  onCancel,
  children,
}: {
  title: string
  owner?: Address
  danger?: boolean
  onSubmit: () => void
  onCancel: () => void
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="card" aria-label={title} onSubmit={submit}>
      <h3>{title}</h3>
      {owner ? (
        <p>
          <AddressView value={owner} />
        </p>
      ) : null}
      {children}
      <div className="form__actions">
        <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'}>
          Review
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
