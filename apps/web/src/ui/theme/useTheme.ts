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

/** The current theme (choice and what is painted), applied to <html data-theme>, and a toggle. */
export function useTheme() {
  const choice = useStore(themeChoice)
  const prefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
  const theme = resolveTheme(choice, prefersDark)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  const toggle = () => themeChoice.set(nextThemeChoice(choice))
  return { choice, theme, toggle }
}
