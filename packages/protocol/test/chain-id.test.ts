import { describe, expect, it } from 'vitest'
import { chainIdNumber, isChainId, toChainId } from '../src/index.js'

describe('ChainId', () => {
  it('brands the decimal form from a URL, a viem number or a bigint alike', () => {
    expect(toChainId('11155111')).toBe('11155111')
    expect(toChainId(1)).toBe('1')
    expect(toChainId(100n)).toBe('100')
  })

  it('refuses what is not a positive decimal chain id, in words', () => {
    for (const bad of ['0', '-1', '0x1', '1.5', '', '01', 'abc', '123456789012345678901']) {
      expect(() => toChainId(bad)).toThrow(/Invalid chain id/)
      expect(isChainId(bad)).toBe(false)
    }
  })

  it('gives viem its number and refuses to round one beyond 2^53', () => {
    expect(chainIdNumber(toChainId('8453'))).toBe(8453)
    expect(() => chainIdNumber(toChainId('99999999999999999999'))).toThrow(/too large/)
  })
})
