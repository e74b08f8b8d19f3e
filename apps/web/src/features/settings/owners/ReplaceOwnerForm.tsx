import { useState } from 'react'
import type { Address } from 'viem'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { DeadlockNote, useOwnershipGuard } from '../../nested-safes'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildSwapOwner } from './buildSwapOwner'
import { OwnerFormCard } from './OwnerFormCard'
import { OwnerNameField, useKeepOwnerName } from './OwnerNameField'

/** Replace one owner by a new address (and optional name); the threshold stays. */
export function ReplaceOwnerForm({ safe, owner, onCancel }: { safe: SafeSetup; owner: Address; onCancel: () => void }) {
  const [name, setName] = useState('')
  const [newOwner, setNewOwner] = useState('')
  // An ENS name stands for the address it resolves to (where the chain has ENS).
  const resolved = useResolvedAddress(useCurrentSafe().chain, newOwner)
  const { errors, submit } = useSettingsAction<'oldOwner' | 'newOwner'>()
  const keepName = useKeepOwnerName()
  const guard = useOwnershipGuard(safe)
  const onSubmit = async () => {
    const plan = buildSwapOwner(safe, { oldOwner: owner, newOwner: resolved.value })
    if (plan.ok && (await guard.blocks(plan.draft))) return
    if (submit(plan)) keepName(resolved.value, name)
  }
  return (
    <OwnerFormCard title="Replace owner" owner={owner} onSubmit={onSubmit} onCancel={onCancel}>
      <OwnerNameField label="New owner name" value={name} onChange={setName} />
      <AddressInputField
        id="replace-owner"
        label="New owner address"
        value={newOwner}
        error={errors.newOwner ?? errors.oldOwner}
        onChange={setNewOwner}
        resolved={resolved}
        checked
      />
      <DeadlockNote message={guard.message} />
    </OwnerFormCard>
  )
}
