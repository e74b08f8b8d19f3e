import { useState } from 'react'
import type { Address } from 'viem'
import { AddressInputField } from './AddressInputField'
import { buildSwapOwner } from './buildSwapOwner'
import { OwnerFormCard } from './OwnerFormCard'
import { OwnerNameField } from './OwnerNameField'
import type { SafeSetup } from './safeSetup'
import { useSettingsAction } from './useSettingsAction'

/** Replace one owner by a new address (and optional name); the threshold stays. */
export function ReplaceOwnerForm({ safe, owner, onCancel }: { safe: SafeSetup; owner: Address; onCancel: () => void }) {
  const [name, setName] = useState('')
  const [newOwner, setNewOwner] = useState('')
  const { errors, submit } = useSettingsAction<'oldOwner' | 'newOwner'>()
  const onSubmit = () => submit(buildSwapOwner(safe, { oldOwner: owner, newOwner }))
  return (
    <OwnerFormCard title="Replace owner" owner={owner} onSubmit={onSubmit} onCancel={onCancel}>
      <OwnerNameField label="New owner name" value={name} address={newOwner} onChange={setName} />
      <AddressInputField
        id="replace-owner"
        label="New owner address"
        value={newOwner}
        error={errors.newOwner ?? errors.oldOwner}
        onChange={setNewOwner}
      />
    </OwnerFormCard>
  )
}
