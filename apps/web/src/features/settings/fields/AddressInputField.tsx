import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import type { ResolvedAddress } from '../../../ens/resolveAddressInput'
import { AddressFactsNote } from '../../../tx'
import { FieldError } from './FieldError'

/**
 * A labelled address input with its error in words below it, (given `resolved`) its ENS lookup, and (with `checked`)
 * the look-alike and history checks of an address the Safe is about to hand power to.
 */
export function AddressInputField({
  id,
  label,
  value,
  error,
  onChange,
  resolved,
  checked = false,
}: {
  id: string
  label: string
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  /** The field's text resolved by useResolvedAddress: ENS names are accepted and their lookup shown. */
  resolved?: ResolvedAddress | undefined
  /** Check the address against the address book, the owners and this Safe's history (owners, modules, guards). */
  checked?: boolean
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={resolved ? '0x… or an ENS name' : '0x…'}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {resolved ? <ResolvedAddressNote resolved={resolved} /> : null}
      {resolved && checked ? <AddressFactsNote address={resolved.value} /> : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
