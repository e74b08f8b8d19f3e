import { lazy, Suspense } from 'react'
import type { PickerProps } from './pickerTypes'

export type { PickerOption } from './pickerTypes'

// The list, its keyboard and type-ahead load with the first page that shows a picker, not with the first paint:
// a module under ui/ shared by two pages lands in the first paint's shared chunk (build/firstPaintGroups.ts).
const PickerView = lazy(() => import('./PickerView').then((module) => ({ default: module.PickerView })))

/**
 * A designed select (WAI-ARIA select-only combobox): a button showing the choice, its options in a popover list
 * that can show logos, blockies and balances (see PickerView). Until its code has arrived it shows the same face,
 * so nothing moves.
 */
export function Picker<V extends string | number>(props: PickerProps<V>) {
  return (
    <Suspense fallback={<ClosedPicker {...props} />}>
      <PickerView {...(props as unknown as PickerProps<string | number>)} />
    </Suspense>
  )
}

/** The picker closed, while its code loads (a few milliseconds): the same label and button face, nothing to press yet. */
function ClosedPicker<V extends string | number>({ label, value, options, placeholder, className }: PickerProps<V>) {
  const current = options.find((option) => option.value === value)
  return (
    <div className={`picker ${className ?? ''}`}>
      <span className="picker__label">{label}</span>
      <span className="picker__button">
        <span className="picker__value">
          {current ? (current.content ?? current.label) : (placeholder ?? 'Choose…')}
        </span>
      </span>
    </div>
  )
}
