import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { AddressView } from '../../ui/AddressView'
import { buildRemoveOwner, thresholdAfterRemoval } from './buildRemoveOwner'
import { FieldError } from './FieldError'
import type { SafeSetup } from './safeSetup'
import { ThresholdSelect } from './ThresholdSelect'
import { useSettingsAction } from './useSettingsAction'

/** Remove one owner and choose the threshold for the owners left (the current one, lowered to fit). */
export function RemoveOwnerForm({ safe, owner, onCancel }: { safe: SafeSetup; owner: Address; onCancel: () => void }) {
  const [threshold, setThreshold] = useState(() => thresholdAfterRemoval(safe))
  const { errors, submit } = useSettingsAction<'owner' | 'threshold'>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildRemoveOwner(safe, { owner, threshold }))
  }
  const left = safe.owners.length - 1
  return (
    <form className="card" aria-label="Remove owner" onSubmit={onSubmit}>
      <h3>Remove owner</h3>
      <p>
        <AddressView value={owner} />
      </p>
      <FieldError id="remove-owner-error" error={errors.owner} />
      {left > 0 ? (
        <ThresholdSelect
          id="remove-owner-threshold"
          label="Threshold after removing"
          value={threshold}
          owners={left}
          error={errors.threshold}
          onChange={setThreshold}
        />
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--danger">
          Review
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
