import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildSetFallbackHandler } from './buildSetFallbackHandler'

/** Set the fallback handler, the contract that answers calls the Safe itself does not know (e.g. EIP-1271). */
export function FallbackHandlerForm({ safe }: { safe: SafeSetup }) {
  const [handler, setHandler] = useState('')
  const resolved = useResolvedAddress(useCurrentSafe().chain, handler)
  const { errors, submit } = useSettingsAction<'handler'>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildSetFallbackHandler(safe, { handler: resolved.value }))
  }
  return (
    <form aria-label="Fallback handler" onSubmit={onSubmit}>
      <h3>Fallback handler</h3>
      <AddressInputField
        id="fallback-handler"
        label="Fallback handler address"
        value={handler}
        error={errors.handler}
        onChange={setHandler}
        resolved={resolved}
        checked
      />
      <button type="submit" className="button">
        Set fallback handler
      </button>
    </form>
  )
}
