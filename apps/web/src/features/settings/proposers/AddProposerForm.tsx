import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { isSettled } from '../../../ens/resolveAddressInput'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { errorMessage } from '../../../errors'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import { FieldError } from '../fields/FieldError'
import { readProposerInput } from './readProposerInput'
import type { useProposerWrites } from './useProposerWrites'

/** Add a proposer: its address and a label; the connected owner signs the delegation in its wallet. */
export function AddProposerForm({
  safe,
  proposers,
  add,
  onClose,
}: {
  safe: { address: Address; owners: readonly string[] }
  proposers: readonly string[]
  add: ReturnType<typeof useProposerWrites>['add']
  onClose: () => void
}) {
  const [address, setAddress] = useState('')
  const [label, setLabel] = useState('')
  const [errors, setErrors] = useState<{ address?: string; label?: string }>({})
  // An ENS name stands for the address it resolves to (where the chain has ENS); its lookup shows under the field.
  const resolved = useResolvedAddress(useCurrentSafe().chain, address)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isSettled(resolved)) return setErrors({})
    const input = readProposerInput({ address: resolved.value, label }, safe, proposers)
    setErrors(input.ok ? {} : input.errors)
    if (input.ok) add.mutate(input.proposer, { onSuccess: onClose })
  }
  return (
    <form className="card" aria-label="Add proposer" onSubmit={submit}>
      <h3>Add proposer</h3>
      <AddressInputField
        id="proposer-address"
        label="Proposer address"
        value={address}
        error={errors.address}
        onChange={setAddress}
        resolved={resolved}
      />
      <div className="field">
        <label htmlFor="proposer-label">Label</label>
        <input
          id="proposer-label"
          value={label}
          maxLength={60}
          onChange={(e) => setLabel(e.target.value)}
          aria-invalid={errors.label ? true : undefined}
          aria-describedby={errors.label ? 'proposer-label-error' : undefined}
        />
        <FieldError id="proposer-label-error" error={errors.label} />
      </div>
      {add.isPending ? (
        <p role="status">Sign the delegation in your wallet…</p>
      ) : add.error ? (
        <p className="field__error" role="alert">
          {errorMessage(add.error)}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Add proposer
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  )
}
