import { useState } from 'react'
import { AddressInputField } from './AddressInputField'
import { buildAddOwner } from './buildAddOwner'
import { OwnerFormCard } from './OwnerFormCard'
import { OwnerNameField } from './OwnerNameField'
import type { SafeSetup } from './safeSetup'
import { ThresholdSelect } from './ThresholdSelect'
import { useSettingsAction } from './useSettingsAction'

/** Add an owner: its address, an optional name for the address book, and the threshold afterwards. */
export function AddOwnerForm({ safe, onCancel }: { safe: SafeSetup; onCancel: () => void }) {
  const [name, setName] = useState('')
  const [owner, setOwner] = useState('')
  const [threshold, setThreshold] = useState(safe.threshold)
  const { errors, submit } = useSettingsAction<'owner' | 'threshold'>()
  const onSubmit = () => submit(buildAddOwner(safe, { owner, threshold }))
  return (
    <OwnerFormCard title="Add owner" onSubmit={onSubmit} onCancel={onCancel}>
      <OwnerNameField label="Owner name" value={name} address={owner} onChange={setName} />
      <AddressInputField id="add-owner" label="Owner address" value={owner} error={errors.owner} onChange={setOwner} />
      <ThresholdSelect
        id="add-owner-threshold"
        label="Threshold after adding"
        value={threshold}
        owners={safe.owners.length + 1}
        error={errors.threshold}
        onChange={setThreshold}
      />
    </OwnerFormCard>
  )
}
