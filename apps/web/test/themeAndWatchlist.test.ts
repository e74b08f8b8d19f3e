import { describe, expect, test } from 'vitest'
import { addToWatchlist, removeFromWatchlist } from '../src/features/welcome/watchlist'
import { nextThemeChoice, readThemeChoice, resolveTheme, writeThemeChoice } from '../src/ui/theme/theme'

describe('theme', () => {
  test('follows the system until the toggle fixes it, and the choice is persisted', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    }
    expect(readThemeChoice(storage)).toBe('system')
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('light', true)).toBe('light')
    writeThemeChoice(storage, nextThemeChoice('light'))
    expect(readThemeChoice(storage)).toBe('dark')
    writeThemeChoice(storage, nextThemeChoice('dark'))
    expect(readThemeChoice(storage)).toBe('system')
  })
})

describe('watchlist', () => {
  const safe = 'dev:0xa063cb0e5d3e5f5a5e3ec7f0e8c1c2c8f2d456b6'
  test('adds each Safe once (checksummed) and removes it again; junk is refused', () => {
    const once = addToWatchlist([], safe)
    expect(once).toHaveLength(1)
    expect(addToWatchlist(once, safe.toUpperCase().replace('DEV:0X', 'dev:0x'))).toBe(once)
    expect(addToWatchlist(once, 'dev:0x12')).toBe(once)
    expect(removeFromWatchlist(once, once[0] as string)).toEqual([])
  })
})
