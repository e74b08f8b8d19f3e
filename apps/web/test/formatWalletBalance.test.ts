import { describe, expect, it } from 'vitest'
import { formatWalletBalance } from '../src/features/wallet/formatWalletBalance'

describe('formatWalletBalance (the account button, as RainbowKit shows it)', () => {
  it('cuts, never rounds: three decimals below 1, two below 100, one below 10,000 with grouping', () => {
    expect(formatWalletBalance('0')).toBe('0')
    expect(formatWalletBalance('0.1239')).toBe('0.123')
    expect(formatWalletBalance('0.1')).toBe('0.1')
    expect(formatWalletBalance('0.0001')).toBe('0')
    expect(formatWalletBalance('1')).toBe('1')
    expect(formatWalletBalance('12.349')).toBe('12.34')
    expect(formatWalletBalance('12.30')).toBe('12.3')
    expect(formatWalletBalance('99.999')).toBe('99.99')
    expect(formatWalletBalance('100.05')).toBe('100')
    expect(formatWalletBalance('9987.95')).toBe('9,987.9')
  })

  it('shortens ten thousand and more to k, m, b and t with one decimal', () => {
    expect(formatWalletBalance('10000')).toBe('10k')
    expect(formatWalletBalance('12345.6')).toBe('12.3k')
    expect(formatWalletBalance('999999')).toBe('999.9k')
    expect(formatWalletBalance('4560000')).toBe('4.5m')
    expect(formatWalletBalance('7100000000')).toBe('7.1b')
    expect(formatWalletBalance('2000000000000')).toBe('2t')
  })
})
