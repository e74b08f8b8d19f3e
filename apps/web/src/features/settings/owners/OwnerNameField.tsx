import { SaveNameButton } from '../../address-book'

/** The optional name of a new owner; kept only when the user clicks "Save to address book". */
export function OwnerNameField({
  label,
  value,
  address,
  onChange,
}: {
  label: string
  value: string
  address: string
  onChange: (value: string) => void
}) {
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input value={value} onChange={(e) => onChange(e.target.value)} placeholder="Optional" />
      </label>
      <SaveNameButton address={address} name={value} />
    </>
  )
}
