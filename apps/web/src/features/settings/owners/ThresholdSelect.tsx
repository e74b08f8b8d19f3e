import { Picker } from '../../../ui/picker/Picker'
import { thresholdOptions } from '../../../ui/picker/thresholdOptions'
import { FieldError } from '../fields/FieldError'

/** A "n of m owners" threshold picker with its error. */
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
    <div>
      <Picker
        className="field"
        id={id}
        label={label}
        value={value}
        options={thresholdOptions(owners)}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
