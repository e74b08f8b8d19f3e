import { lazy, Suspense, useState } from 'react'
import { usePageSettled } from '../../services/usePageSettled'
import type { PickerProps } from './pickerTypes'

export type { PickerOption } from './pickerTypes'

// The list, its keyboard and type-ahead load with the first page that shows a picker, not with the first paint:
// a module under ui/ shared by two pages lands in the first paint's shared chunk (build/firstPaintGroups.ts).
// Its import waits for the page to settle (or a pointer on the picker): fetched with the first render, it went out
// ahead of the page's data and delayed the assets page's total, its largest paint, by ~230 ms (bench/RESULTS.md).
let viewLoaded = false
const PickerView = lazy(() =>
  import('./PickerView').then((module) => {
    viewLoaded = true
    return { default: module.PickerView }
  }),
)

/**
 * A designed select (WAI-ARIA select-only combobox): a button showing the choice, its options in a popover list
 * that can show logos, blockies and balances (see PickerView). Until its code has arrived it shows the same face,
 * so nothing moves.
 */
export function Picker<V extends string | number>(props: PickerProps<V>) {
  const settled = usePageSettled()
  const [wanted, setWanted] = useState(false)
  if (!(settled || wanted || viewLoaded)) return <ClosedPicker {...props} onWanted={() => setWanted(true)} />
  return (
    <Suspense fallback={<ClosedPicker {...props} />}>
      <PickerView {...(props as unknown as PickerProps<string | number>)} />
    </Suspense>
  )
}

/**
 * The picker closed, until its code has loaded (once the page has settled): the same label and button face, nothing to
 * press yet. A pointer coming onto it asks for the code at once (`onWanted`).
 */
function ClosedPicker<V extends string | number>({
  label,
  value,
  options,
  placeholder,
  className,
  onWanted,
}: PickerProps<V> & { onWanted?: () => void }) {
  const current = options.find((option) => option.value === value)
  return (
    <div className={`picker ${className ?? ''}`} onPointerEnter={onWanted}>
      <span className="picker__label">{label}</span>
      <span className="picker__button">
        <span className="picker__value">
          {current ? (current.content ?? current.label) : (placeholder ?? 'Choose…')}
        </span>
      </span>
    </div>
  )
}
