import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { type PickerKeyResult, pickerKey, typeAheadMatch } from './pickerKey'
import type { PickerProps } from './pickerTypes'

// A letter typed within this long of the last one extends the type-ahead word (a native select's rhythm).
const TYPE_AHEAD_MS = 700

/**
 * A select-only combobox (WAI-ARIA APG): a button showing the choice and a popover listbox, with the keyboard of a
 * native select (arrows, Home/End, type-ahead, Enter/Escape/Tab). Unlike <select>, its options can show logos,
 * blockies and balances. Focus stays on the button; the highlighted option is its aria-activedescendant.
 */
export function PickerView<V extends string | number>(props: PickerProps<V>) {
  const { label, value, options, onChange, disabled, invalid, describedBy, className } = props
  const ownId = useId()
  const id = props.id ?? `picker-${ownId}`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [upward, setUpward] = useState(false)
  const typed = useRef({ text: '', at: 0 })
  const root = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const found = options.findIndex((option) => option.value === value)
  // With no option chosen yet, the list opens on its first option.
  const chosen = Math.max(0, found)
  const current = found < 0 ? undefined : options[found]

  const show = (index: number) => {
    setActive(index)
    // Opens upwards when the page has no room below (a picker near the bottom of a phone's screen).
    const box = root.current?.getBoundingClientRect()
    setUpward(box !== undefined && window.innerHeight - box.bottom < 240 && box.top > window.innerHeight - box.bottom)
    setOpen(true)
  }
  const pick = (index: number) => {
    const option = options[index]
    setOpen(false)
    if (option && option.value !== value) onChange(option.value)
  }

  // A press outside (or focus leaving to elsewhere) closes the list without changing the choice.
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])
  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The browser's and the system's shortcuts (Ctrl+L, Cmd+R …) stay theirs.
    if (event.ctrlKey || event.metaKey) return
    const result = pickerKey(event.key, event.altKey, { open, active: open ? active : chosen, count: options.length })
    if (result.kind === 'none') return
    // Tab takes the highlighted option and lets the focus move on; every other key is the picker's own.
    if (result.kind !== 'pick' || result.keepFocus) event.preventDefault()
    // Escape closes this list only, not the menu or dialog the picker sits in.
    if (result.kind === 'close') event.stopPropagation()
    act(result)
  }
  const act = (result: PickerKeyResult) => {
    if (result.kind === 'open') show(result.active)
    else if (result.kind === 'move') setActive(result.active)
    else if (result.kind === 'pick') pick(result.active)
    else if (result.kind === 'close') setOpen(false)
    else if (result.kind === 'type') typeAhead(result.char)
  }
  const typeAhead = (char: string) => {
    const now = Date.now()
    const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + char : char
    typed.current = { text, at: now }
    const match = typeAheadMatch(
      options.map((option) => option.label),
      text,
      open ? active : chosen,
    )
    if (match < 0) return
    if (open) setActive(match)
    else show(match)
  }

  const labelId = `${id}-label`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  return (
    <div className={`picker${className ? ` ${className}` : ''}`} ref={root}>
      <span className="picker__label" id={labelId}>
        {label}
      </span>
      <button
        type="button"
        id={id}
        className="picker__button"
        role="combobox"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show(chosen))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className="picker__value">
          {current ? (current.content ?? current.label) : (props.placeholder ?? 'Choose…')}
        </span>
      </button>
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        className={`picker__list${upward ? ' picker__list--up' : ''}`}
        // The button keeps the focus while a pointer picks (its blur would close the list first).
        onPointerDown={(event) => event.preventDefault()}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the combobox (aria-activedescendant), as the APG pattern has it
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox button
          <div
            key={String(option.value)}
            id={optionId(index)}
            role="option"
            aria-selected={index === found}
            className={`picker__option${index === active ? ' picker__option--active' : ''}`}
            onClick={() => pick(index)}
            onPointerMove={() => index !== active && setActive(index)}
          >
            {option.content ?? option.label}
          </div>
        ))}
      </div>
    </div>
  )
}
