// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { readBooks, subscribeBooks, writeBooks } from '../src/features/address-book/bookStore'
import { useTheme } from '../src/ui/theme/useTheme'

// Users' saved values, written by earlier versions in these exact keys and formats, must load unchanged.
const owner = '0x0000000000000000000000000000000000000001'

beforeEach(() => {
  localStorage.clear()
  window.matchMedia = ((query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never) as never
})
afterEach(cleanup)

describe('saved values load unchanged through the store helper', () => {
  test('theme: the bare word under concord.theme; the toggle writes it back the same way', () => {
    localStorage.setItem('concord.theme', 'dark')
    const { result } = renderHook(() => useTheme())
    expect(result.current).toMatchObject({ choice: 'dark', theme: 'dark' })
    act(() => result.current.toggle())
    expect(result.current.choice).toBe('system')
    expect(localStorage.getItem('concord.theme')).toBeNull()
    act(() => result.current.toggle())
    expect(localStorage.getItem('concord.theme')).toBe('light')
  })

  test('theme: a chosen theme is on <html data-theme>; the system choice leaves it to the stylesheet', () => {
    localStorage.setItem('concord.theme', 'dark')
    const { result } = renderHook(() => useTheme())
    expect(document.documentElement.dataset.theme).toBe('dark')
    act(() => result.current.toggle())
    expect(result.current).toMatchObject({ choice: 'system', theme: 'light' })
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    act(() => result.current.toggle())
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  test('address book: the v2 books as JSON; another tab’s write notifies; unreadable text reads as empty', () => {
    const saved = { '31337': { [owner]: { name: 'Treasury', updatedAt: 1, deleted: false } } }
    localStorage.setItem('concord.addressBook.v2', JSON.stringify(saved))
    expect(readBooks()).toEqual(saved)
    expect(readBooks()).toBe(readBooks())

    let heard = 0
    const stop = subscribeBooks(() => {
      heard += 1
    })
    writeBooks({})
    expect(JSON.parse(localStorage.getItem('concord.addressBook.v2') ?? 'null')).toEqual({})
    localStorage.setItem('concord.addressBook.v2', '{"not": "books"}')
    window.dispatchEvent(new StorageEvent('storage', { key: 'concord.addressBook.v2' }))
    expect(heard).toBe(2)
    expect(readBooks()).toEqual({})
    stop()
  })
})
