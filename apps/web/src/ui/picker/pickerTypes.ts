import type { ReactNode } from 'react'

/** One choice of a Picker. */
export type PickerOption<V extends string | number> = {
  value: V
  /** The option in words: what type-ahead matches, and the button's text when `content` is absent. */
  label: string
  /** What the option shows (a logo, a balance …); its text is the option's accessible name. */
  content?: ReactNode
}

/** A Picker's props. */
export type PickerProps<V extends string | number> = {
  /** The visible label; it names both the button and its list. */
  label: ReactNode
  /** The chosen option's value; none chosen when absent. */
  value: V | undefined
  options: PickerOption<V>[]
  onChange: (value: V) => void
  disabled?: boolean | undefined
  invalid?: boolean | undefined
  /** The id of the text describing the field (its error). */
  describedBy?: string | undefined
  id?: string | undefined
  /** What the button says while no option is chosen. */
  placeholder?: string | undefined
  className?: string | undefined
}
