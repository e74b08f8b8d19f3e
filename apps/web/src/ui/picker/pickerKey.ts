/** What a key press does to a select-only combobox (WAI-ARIA APG pattern), worked out without the DOM. */
export type PickerKeyResult =
  | { kind: 'none' }
  | { kind: 'open'; active: number }
  | { kind: 'move'; active: number }
  | { kind: 'pick'; active: number; keepFocus: boolean }
  | { kind: 'close' }
  | { kind: 'type'; char: string }

type PickerState = { open: boolean; active: number; count: number }
type KeyAction = (state: PickerState, altKey: boolean) => PickerKeyResult

const NONE: PickerKeyResult = { kind: 'none' }
const clamp = (index: number, { count }: PickerState) => Math.max(0, Math.min(count - 1, index))
const openAt: KeyAction = ({ active }) => ({ kind: 'open', active })
const pickHere: KeyAction = ({ active }) => ({ kind: 'pick', active, keepFocus: true })

// A closed list opens on the chosen option (or an end); an open one moves, picks or closes.
const CLOSED: Record<string, KeyAction> = {
  ArrowDown: openAt,
  ArrowUp: openAt,
  Enter: openAt,
  ' ': openAt,
  Home: () => ({ kind: 'open', active: 0 }),
  End: ({ count }) => ({ kind: 'open', active: count - 1 }),
}
const OPEN: Record<string, KeyAction> = {
  ArrowDown: (state, alt) => (alt ? NONE : { kind: 'move', active: clamp(state.active + 1, state) }),
  // Alt+Up picks the highlighted option and closes, as a native select does.
  ArrowUp: (state, alt) => (alt ? pickHere(state, alt) : { kind: 'move', active: clamp(state.active - 1, state) }),
  Home: () => ({ kind: 'move', active: 0 }),
  End: ({ count }) => ({ kind: 'move', active: count - 1 }),
  PageDown: (state) => ({ kind: 'move', active: clamp(state.active + 10, state) }),
  PageUp: (state) => ({ kind: 'move', active: clamp(state.active - 10, state) }),
  Enter: pickHere,
  ' ': pickHere,
  Tab: ({ active }) => ({ kind: 'pick', active, keepFocus: false }),
  Escape: () => ({ kind: 'close' }),
}

/**
 * Arrows, Home/End, Page Up/Down, Enter/Space, Escape and Tab as the APG's select-only combobox has them; a printable
 * character is type-ahead. `active` is the highlighted option (the chosen one when the list opens).
 */
export function pickerKey(key: string, altKey: boolean, state: PickerState): PickerKeyResult {
  if (state.count === 0) return NONE
  const action = (state.open ? OPEN : CLOSED)[key]
  if (action) return action(state, altKey)
  return key.length === 1 ? { kind: 'type', char: key } : NONE
}

/**
 * Type-ahead: the first option after the highlighted one whose words start with what was typed; typing one letter
 * again cycles through the options starting with it, as a native select does.
 */
export function typeAheadMatch(labels: string[], typed: string, active: number): number {
  const query = typed.toLowerCase()
  const repeated = query.length > 1 && [...query].every((char) => char === query[0])
  const needle = repeated ? (query[0] as string) : query
  // A fresh single letter (or the same letter again) looks from the next option on; a longer word from this one.
  const start = needle.length === 1 ? active + 1 : active
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length
    if ((labels[index] as string).toLowerCase().startsWith(needle)) return index
  }
  return -1
}
