/** The optional name of a new owner, saved in the address book when the change is queued (useOwnerName). */
export function OwnerNameField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Optional, saved in your address book"
      />
    </label>
  )
}
