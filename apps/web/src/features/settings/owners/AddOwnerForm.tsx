import { useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { DeadlockNote, useOwnershipGuard } from '../../nested-safes'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildAddOwner } from './buildAddOwner'
import { OwnerFormCard } from './OwnerFormCard'
import { OwnerNameField, useKeepOwnerName } from './OwnerNameField'
import { ThresholdSelect } from './ThresholdSelect'

/** Add an owner: its address, an optional name (saved in the address book on Review), and the threshold afterwards. */
export function AddOwnerForm({ safe, onCancel }: { safe: SafeSetup; onCancel: () => void }) {
  const [name, setName] = useState('')
  const [owner, setOwner] = useState('')
  // An ENS name stands for the address it resolves to (where the chain has ENS).
  const resolved = useResolvedAddress(useCurrentSafe().chain, owner)
  const [threshold, setThreshold] = useState(safe.threshold)
  const { errors, submit } = useSettingsAction<'owner' | 'threshold'>()
  const keepName = useKeepOwnerName()
  const guard = useOwnershipGuard(safe)
  const onSubmit = async () => {
    const plan = buildAddOwner(safe, { owner: resolved.value, threshold })
    if (plan.ok && (await guard.blocks(plan.draft))) return
    if (submit(plan)) keepName(resolved.value, name)
  }
  return (
    <OwnerFormCard title="Add owner" onSubmit={onSubmit} onCancel={onCancel}>
      <OwnerNameField label="Owner name" value={name} onChange={setName} />
      <AddressInputField
        id="add-owner"
        label="Owner address"
        value={owner}
        error={errors.owner}
        onChange={setOwner}
        resolved={resolved}
        checked
      />
      <ThresholdSelect
        id="add-owner-threshold"
        label="Threshold after adding"
        value={threshold}
        owners={safe.owners.length + 1}
        error={errors.threshold}
        onChange={setThreshold}
      />
      <DeadlockNote message={guard.message} />
    </OwnerFormCard>
  )
}
