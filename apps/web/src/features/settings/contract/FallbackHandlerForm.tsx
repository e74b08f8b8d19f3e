import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildSetFallbackHandler } from './buildSetFallbackHandler'
import { useCodeState } from './useCodeState'

/** Set the fallback handler, the contract that answers calls the Safe itself does not know (e.g. EIP-1271). */
export function FallbackHandlerForm({ safe }: { safe: SafeSetup }) {
  const [handler, setHandler] = useState('')
  const resolved = useResolvedAddress(useCurrentSafe().chain, handler)
  const { errors, submit } = useSettingsAction<'handler'>()
  const { code } = useCodeState(resolved.value)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildSetFallbackHandler(safe, { handler: resolved.value, code }))
  }
  return (
    <form aria-label="Fallback handler" onSubmit={onSubmit}>
      <h3>Fallback handler</h3>
      <p className="muted">
        The fallback handler answers every call the Safe does not know itself, contract signature checks (EIP-1271)
        included: a malicious one can say yes to signatures in this Safe's name.
      </p>
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
