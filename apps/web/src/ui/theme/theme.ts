/** The user's theme choice: follow the system, or a fixed light or dark theme. */
export type ThemeChoice = 'system' | 'light' | 'dark'

/** Where the choice is kept: the bare word, not JSON ("system" is no entry at all). */
export const THEME_KEY = 'concord.theme'

/** The choice a stored text means; anything unknown means "system". */
export const parseThemeChoice = (value: string | null): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system'

/** The text to store for a choice; null ("system") removes the entry. */
export const themeChoiceText = (choice: ThemeChoice): string | null => (choice === 'system' ? null : choice)

/** Reads the persisted choice; anything unknown means "system". */
export function readThemeChoice(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  return parseThemeChoice(storage.getItem(THEME_KEY))
}

/** Persists the choice ("system" removes it). */
export function writeThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: ThemeChoice): void {
  const text = themeChoiceText(choice)
  if (text === null) storage.removeItem(THEME_KEY)
  else storage.setItem(THEME_KEY, text)
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
