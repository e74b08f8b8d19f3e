import { createContext, useContext } from 'react'
import { WebAppError } from '../../errors'
import type { useTheme } from './useTheme'

type ThemeValue = ReturnType<typeof useTheme>

const ThemeContext = createContext<ThemeValue | null>(null)

/** Shares the one theme state between the RainbowKit theme and the header toggle. */
export const ThemeContextProvider = ThemeContext.Provider

/** The current theme and its toggle. */
export function useThemeContext(): ThemeValue {
  const value = useContext(ThemeContext)
  if (!value) throw new WebAppError('OUTSIDE_PROVIDER', 'useThemeContext must be used inside ThemeContextProvider.')
  return value
}
