import { parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { bumpFees } from '../src/tx/execute/bumpFees'
import { executionFeeText } from '../src/tx/execute/executionFeeText'

// Issue 34 point 3: a stuck execution is replaced at the same account nonce with fees a node accepts (both at least
// 10% higher), and its fee is said in the native coin and in fiat.
describe('bumpFees', () => {
  it('raises both EIP-1559 fees by a quarter when the chain asks less', () => {
    const sent = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') }
    const now = { maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('0.5') }
    expect(bumpFees(sent, now)).toEqual({ maxFeePerGas: parseGwei('25'), maxPriorityFeePerGas: parseGwei('1.25') })
  })

  it("takes the chain's current fees when they are higher than a quarter more", () => {
    const sent = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') }
    const now = { maxFeePerGas: parseGwei('60'), maxPriorityFeePerGas: parseGwei('2') }
    expect(bumpFees(sent, now)).toEqual({ maxFeePerGas: parseGwei('60'), maxPriorityFeePerGas: parseGwei('2') })
  })

  it('replaces a legacy transaction by its gas price, and never puts the priority fee above the max fee', () => {
    const bumped = bumpFees({ gasPrice: parseGwei('8') }, { maxFeePerGas: 1n, maxPriorityFeePerGas: parseGwei('30') })
    expect(bumped.maxPriorityFeePerGas).toBe(parseGwei('30'))
    expect(bumped.maxFeePerGas).toBe(parseGwei('30'))
    expect(bumpFees({ gasPrice: parseGwei('8') }, { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n })).toEqual({
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: parseGwei('10'),
    })
  })

  it('rounds up, so a tiny fee still rises by at least 10%', () => {
    expect(
      bumpFees({ maxFeePerGas: 3n, maxPriorityFeePerGas: 1n }, { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }),
    ).toEqual({
      maxFeePerGas: 4n,
      maxPriorityFeePerGas: 2n,
    })
  })
})

describe('executionFeeText', () => {
  const eth = { symbol: 'ETH', decimals: 18 }
  it('says the most the execution costs in the coin and, with a price, in fiat', () => {
    const text = executionFeeText(100_000n, parseGwei('20'), { ...eth, fiatConversion: '3000', currency: 'usd' })
    expect(text).toBe('up to 0.002 ETH (≈ $6.00)')
  })
  it('says no fiat amount when the gateway has no price', () => {
    expect(executionFeeText(100_000n, parseGwei('20'), { ...eth, fiatConversion: null, currency: 'usd' })).toBe(
      'up to 0.002 ETH',
    )
    expect(executionFeeText(100_000n, parseGwei('20'), { ...eth, fiatConversion: '0', currency: 'usd' })).toBe(
      'up to 0.002 ETH',
    )
  })
})
