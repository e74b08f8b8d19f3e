import { type FormEvent, useState } from 'react'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildChangeThreshold } from './buildChangeThreshold'
import { ThresholdSelect } from './ThresholdSelect'

/** Change how many owners must confirm a transaction. */
export function ThresholdForm({ safe }: { safe: SafeSetup }) {
  const [threshold, setThreshold] = useState(safe.threshold)
  const { errors, submit } = useSettingsAction<'threshold'>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildChangeThreshold(safe, { threshold }))
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
      <button type="submit" className="button">
        Change threshold
      </button>
    </form>
  )
}
