import { cssStringFromTheme, darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useThemeContext } from '../../ui/theme/ThemeContext'

/**
 * RainbowKit's theme variables for the app's light or dark theme, on `[data-rk]` (its dialogs carry that attribute),
 * through a constructed stylesheet replaced when the theme changes. Why not RainbowKit's `theme` prop: it writes the
 * variables into a `<style>` element, which the page's CSP blocks unless style-src allows 'unsafe-inline'.
 */
export function useRainbowKitTheme(): void {
  const { theme } = useThemeContext()
  useEffect(() => {
    const rkTheme = theme === 'dark' ? darkTheme({ accentColor: '#3fa66a' }) : lightTheme({ accentColor: '#2f6f4e' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(`[data-rk]{${cssStringFromTheme(rkTheme)}}`)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    }
  }, [theme])
}
