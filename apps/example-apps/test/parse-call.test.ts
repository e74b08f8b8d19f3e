import { describe, expect, test } from 'vitest'
import { parseCall, toTransaction } from '../src/apps/tx-builder/parse-call.js'

const TO = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('Transaction Builder form → wire transaction', () => {
  test.each([
    ['', '0'],
    ['0', '0'],
    ['.5', '500000000000000000'],
    ['1.', '1000000000000000000'],
    [' 2.25 ', '2250000000000000000'],
    ['0.000000000000000001', '1'],
    ['123456789', '123456789000000000000000000'],
  ])('value %j ETH is sent as %s wei (decimal string)', (value, wei) => {
    const parsed = parseCall({ to: TO, value, data: '' })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    expect(toTransaction(parsed.call)).toEqual({ to: TO, value: wei, data: '0x' })
  })

  test.each(['1e18', '0x10', '1,5', '1.2.3', '-0', 'one'])('value %j is refused', (value) => {
    expect(parseCall({ to: TO, value, data: '0x' })).toEqual({
      ok: false,
      errors: { value: 'Enter an amount in ETH, such as 0.5 (or 0 for a plain call).' },
    })
  })

  test('a lower-case address is checksummed and hex data is lower-cased', () => {
    const parsed = parseCall({ to: TO.toLowerCase(), value: '0', data: '0xDEADBEEF' })
    expect(parsed.ok && toTransaction(parsed.call)).toEqual({ to: TO, value: '0', data: '0xdeadbeef' })
  })
})
