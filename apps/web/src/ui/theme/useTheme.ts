import { useEffect, useState, useSyncExternalStore } from 'react'
import { nextThemeChoice, readThemeChoice, resolveTheme, type ThemeChoice, writeThemeChoice } from './theme'

const query = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** The current theme (choice and what is painted), applied to <html data-theme>, and a toggle. */
export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(localStorage))
  const prefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
  const theme = resolveTheme(choice, prefersDark)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  const toggle = () => {
    const next = nextThemeChoice(choice)
    writeThemeChoice(localStorage, next)
    setChoice(next)
  }
  return { choice, theme, toggle }
}
