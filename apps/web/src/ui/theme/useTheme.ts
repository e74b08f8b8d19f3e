import { useEffect, useSyncExternalStore } from 'react'
import { createStore } from '../../store/createStore'
import { useStore } from '../../store/useStore'
import { nextThemeChoice, parseThemeChoice, resolveTheme, THEME_KEY, type ThemeChoice, themeChoiceText } from './theme'

const query = '(prefers-color-scheme: dark)'

// One choice for the tab (and the other tabs of the profile: a toggle there repaints this one too).
const themeChoice = createStore<ThemeChoice>('system', {
  key: THEME_KEY,
  parse: parseThemeChoice,
  serialize: themeChoiceText,
})

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** The current theme (choice and what is painted), a chosen one applied to <html data-theme>, and a toggle. */
export function useTheme() {
  const choice = useStore(themeChoice)
  const prefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
  const theme = resolveTheme(choice, prefersDark)
  useEffect(() => {
    // "system" is the stylesheet's own default (prefers-color-scheme): no attribute. Setting one after the first paint
    // restyled the whole page on every load for the same colours, a long task on a phone's CPU (issue 35).
    const root = document.documentElement
    if (choice === 'system') delete root.dataset.theme
    else root.dataset.theme = choice
  }, [choice])
  const toggle = () => themeChoice.set(nextThemeChoice(choice))
  return { choice, theme, toggle }
}
