import { useState } from 'react'
import type { Address } from 'viem'
import { DeadlockNote, useOwnershipGuard } from '../../nested-safes'
import { FieldError } from '../fields/FieldError'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildRemoveOwner, thresholdAfterRemoval } from './buildRemoveOwner'
import { OwnerFormCard } from './OwnerFormCard'
import { ThresholdSelect } from './ThresholdSelect'

/** Remove one owner and choose the threshold for the owners left (the current one, lowered to fit). */
export function RemoveOwnerForm({ safe, owner, onCancel }: { safe: SafeSetup; owner: Address; onCancel: () => void }) {
  const [threshold, setThreshold] = useState(() => thresholdAfterRemoval(safe))
  const { errors, submit } = useSettingsAction<'owner' | 'threshold'>()
  const left = safe.owners.length - 1
  const guard = useOwnershipGuard(safe)
  const onSubmit = async () => {
    const plan = buildRemoveOwner(safe, { owner, threshold })
    if (plan.ok && (await guard.blocks(plan.draft))) return
    submit(plan)
  }
  return (
    <OwnerFormCard title="Remove owner" owner={owner} danger onSubmit={onSubmit} onCancel={onCancel}>
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
      <DeadlockNote message={guard.message} />
    </OwnerFormCard>
  )
}
