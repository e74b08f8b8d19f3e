import { describe, expect, it } from 'vitest'
import { formatWalletBalance } from '../src/features/wallet-bar/formatWalletBalance'

// The labels RainbowKit's account button gives these balances: the header's own label must not differ.
const cut = [
  ['0', '0'],
  ['0.1239', '0.123'],
  ['0.1', '0.1'],
  ['0.0001', '0'],
  ['1', '1'],
  ['12.349', '12.34'],
  ['12.30', '12.3'],
  ['99.999', '99.99'],
  ['100.05', '100'],
  ['9987.95', '9,987.9'],
]
const shortened = [
  ['10000', '10k'],
  ['12345.6', '12.3k'],
  ['999999', '999.9k'],
  ['4560000', '4.5m'],
  ['7100000000', '7.1b'],
  ['2000000000000', '2t'],
]

describe('formatWalletBalance (the account button, as RainbowKit shows it)', () => {
  it.each(cut)(
    'cuts %s to %s: three decimals below 1, two below 100, one below 10,000 with grouping',
    (value, shown) => {
      expect(formatWalletBalance(value as string)).toBe(shown)
    },
  )

  it.each(shortened)('shortens %s to %s: k, m, b and t with one decimal from ten thousand on', (value, shown) => {
    expect(formatWalletBalance(value as string)).toBe(shown)
  })
})
