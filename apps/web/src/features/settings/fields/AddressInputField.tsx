import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import type { ResolvedAddress } from '../../../ens/resolveAddressInput'
import { FieldError } from './FieldError'

/** A labelled address input with its error in words below it, and (given `resolved`) its ENS lookup. */
export function AddressInputField({
  id,
  label,
  value,
  error,
  onChange,
  resolved,
}: {
  id: string
  label: string
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  /** The field's text resolved by useResolvedAddress: ENS names are accepted and their lookup shown. */
  resolved?: ResolvedAddress | undefined
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
