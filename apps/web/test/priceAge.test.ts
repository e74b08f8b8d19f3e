import { describe, expect, test } from 'vitest'
import { formatAge, priceNote } from '../src/features/balances/priceAge'

const NOW = 1_800_000_000

describe('a balance price’s source and age', () => {
  test('a live price says where it came from and how old it is', () => {
    const info = { value: '2345.67', updatedAt: NOW - 180, source: 'feed', stale: false } as const
    expect(priceNote(info, 'USD', NOW, 'en-US')).toEqual({ text: 'price feed · 3 min ago', stale: false })
    const api = { value: '1', updatedAt: NOW - 40, source: 'api', stale: false } as const
    expect(priceNote(api, 'USD', NOW, 'en-US')?.text).toBe('market data · 40 s ago')
  })

  test('a stale price is shown with its age and said not to count, never as a live value', () => {
    const info = { value: '1', updatedAt: NOW - 7_200, source: 'feed', stale: true } as const
    expect(priceNote(info, 'USD', NOW, 'en-US')).toEqual({
      text: 'Last price $1.00 is 2 h old: not counted',
      stale: true,
    })
  })

  test('a fixed price says it is the operator’s, and no price says nothing here', () => {
    const fixed = { value: '2000', updatedAt: null, source: 'fixed', stale: false } as const
    expect(priceNote(fixed, 'USD', NOW)?.text).toBe("fixed price (set by the gateway's operator)")
    expect(priceNote(null, 'USD', NOW)).toBeNull()
  })

  test('ages in the shortest words', () => {
    expect([59, 60, 3_599, 3_600, 86_399, 86_400 * 3].map(formatAge)).toEqual([
      '59 s',
      '1 min',
      '59 min',
      '1 h',
      '23 h',
      '3 d',
    ])
  })
})
