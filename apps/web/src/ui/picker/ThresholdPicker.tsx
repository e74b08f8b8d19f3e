import { Picker } from './Picker'

/** "2 of 3 owners": how many of the owners must confirm, picked from 1 to the number of owners. */
export function ThresholdPicker(props: {
  label: string
  value: number
  owners: number
  onChange: (value: number) => void
  id?: string | undefined
  disabled?: boolean | undefined
  invalid?: boolean | undefined
  describedBy?: string | undefined
}) {
  const { owners, ...rest } = props
  const options = Array.from({ length: Math.max(owners, 1) }, (_, i) => ({
    value: i + 1,
    label: `${i + 1} of ${owners} ${owners === 1 ? 'owner' : 'owners'}`,
  }))
  return <Picker className="field threshold-picker" options={options} {...rest} />
}
