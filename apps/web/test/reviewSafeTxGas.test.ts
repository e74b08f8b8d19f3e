import { describe, expect, test } from 'vitest'
import { reviewSafeTxGas, safeTxGasText } from '../src/tx/review/reviewGate'

const settled = { isPending: false, isError: false }

describe('the safeTxGas a review signs', () => {
  test('from 1.3.0 it is 0, whatever the estimate: a failing call then reverts the execution instead of using up the nonce', () => {
    expect(reviewSafeTxGas(undefined, '1.3.0', '61234')).toBe('0')
    expect(reviewSafeTxGas(undefined, '1.4.1', '61234')).toBe('0')
    expect(reviewSafeTxGas(undefined, '1.5.0', '61234')).toBe('0')
    expect(safeTxGasText(settled, '0', '1.4.1')).toBe('0 (the call gets all the gas the execution is sent with)')
  })

  test('before 1.3.0 it is the estimate: there safeTxGas is the call’s own gas limit', () => {
    expect(reviewSafeTxGas(undefined, '1.1.1', '61234')).toBe('61234')
    expect(reviewSafeTxGas(undefined, '1.0.0', undefined)).toBe('0')
    expect(safeTxGasText(settled, '61234', '1.2.0')).toBe('61234')
    expect(safeTxGasText({ isPending: true, isError: false }, '0', '1.2.0')).toBe('estimating…')
  })

  test("an app's own safeTxGas wins on every version", () => {
    expect(reviewSafeTxGas('90000', '1.4.1', '61234')).toBe('90000')
    expect(reviewSafeTxGas('90000', '1.1.1', '61234')).toBe('90000')
  })
})
