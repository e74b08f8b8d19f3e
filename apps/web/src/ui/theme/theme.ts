/** The user's theme choice: follow the system, or a fixed light or dark theme. */
export type ThemeChoice = 'system' | 'light' | 'dark'

const KEY = 'concord.theme'

/** Reads the persisted choice; anything unknown means "system". */
export function readThemeChoice(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  const value = storage.getItem(KEY)
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** Persists the choice ("system" removes it). */
export function writeThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: ThemeChoice): void {
  if (choice === 'system') storage.removeItem(KEY)
  else storage.setItem(KEY, choice)
}

/** The theme to paint: the fixed choice, else the system preference. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light'
  return choice
}

/** The next choice when the toggle is pressed: system → light → dark → system. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system'
}
