import { FieldError } from '../fields/FieldError'

/** A "n out of m" threshold picker with its error. */
export function ThresholdSelect({
  id,
  label,
  value,
  owners,
  error,
  onChange,
}: {
  id: string
  label: string
  value: number
  owners: number
  error?: string | undefined
  onChange: (value: number) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {Array.from({ length: Math.max(owners, 1) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n} out of {owners}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
