import { type FormEvent, useState } from 'react'
import { DeadlockNote, useOwnershipGuard } from '../../nested-safes'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildChangeThreshold } from './buildChangeThreshold'
import { ThresholdSelect } from './ThresholdSelect'

/** Change how many owners must confirm a transaction. */
export function ThresholdForm({ safe }: { safe: SafeSetup }) {
  const [threshold, setThreshold] = useState(safe.threshold)
  const { errors, submit } = useSettingsAction<'threshold'>()
  const guard = useOwnershipGuard(safe)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const plan = buildChangeThreshold(safe, { threshold })
    if (plan.ok && (await guard.blocks(plan.draft))) return
    submit(plan)
  }
  return (
    <form aria-label="Change threshold" onSubmit={onSubmit}>
      <h3>Threshold</h3>
      <ThresholdSelect
        id="threshold"
        label="New threshold"
        value={threshold}
        owners={safe.owners.length}
        error={errors.threshold}
        onChange={setThreshold}
      />
      <DeadlockNote message={guard.message} />
      <button type="submit" className="button">
        Change threshold
      </button>
    </form>
  )
}
