import { lazy, Suspense, useId } from 'react'
import type { PickerProps } from './pickerTypes'

export type { PickerOption } from './pickerTypes'

// The list, its keyboard and type-ahead load with the first page that shows a picker, not with the first paint:
// a module under ui/ shared by two pages lands in the first paint's shared chunk (build/firstPaintGroups.ts).
const PickerView = lazy(() => import('./PickerView').then((module) => ({ default: module.PickerView })))

/**
 * A designed select (WAI-ARIA select-only combobox): a button showing the choice, its options in a popover list
 * that can show logos, blockies and balances (see PickerView). Until its code has arrived it shows the same closed
 * button, so nothing moves.
 */
export function Picker<V extends string | number>(props: PickerProps<V>) {
  return (
    <Suspense fallback={<ClosedPicker {...props} />}>
      <PickerView {...(props as unknown as PickerProps<string | number>)} />
    </Suspense>
  )
}

/** The picker closed, while its code loads: the same label and button. */
function ClosedPicker<V extends string | number>(props: PickerProps<V>) {
  const ownId = useId()
  const id = props.id ?? `picker-${ownId}`
  const current = props.options.find((option) => option.value === props.value)
  return (
    <div className={`picker${props.className ? ` ${props.className}` : ''}`}>
      <span className="picker__label" id={`${id}-label`}>
        {props.label}
      </span>
      <button
        type="button"
        id={id}
        className="picker__button"
        role="combobox"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
      >
        <span className="picker__value">
          {current ? (current.content ?? current.label) : (props.placeholder ?? 'Choose…')}
        </span>
      </button>
    </div>
  )
}
