import { describe, expect, test } from 'vitest'
import { amountFiat } from '../src/features/new-tx/send/amountFiat'

// Issue 35 point 6: an amount typed in the send form shows what it is worth.
describe('the fiat value of a typed amount', () => {
  test('at the token price in the chosen currency; nothing without a price or a readable amount', () => {
    expect(amountFiat('1250.5', 1, 'usd')).toBe('≈ $1,250.50')
    expect(amountFiat('0.75', 2000, 'usd')).toBe('≈ $1,500.00')
    expect(amountFiat('5', null, 'usd')).toBeNull()
    expect(amountFiat('abc', 1, 'usd')).toBeNull()
    expect(amountFiat('', 1, 'usd')).toBeNull()
  })
})
