import { describe, expect, test } from 'vitest'
import { isSettled, resolveAddressInput } from '../src/ens/resolveAddressInput'
import { formatItemFiat, formatPrice, NO_PRICE } from '../src/ui/formatAmounts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('one resolver for every address field', () => {
  test('an address is checked by the field itself, untouched', () => {
    const typed = ` ${ALICE} `
    expect(resolveAddressInput(typed, true, undefined)).toEqual({ typed, value: ALICE, state: 'plain', message: null })
  })

  test('a name stands for the address it resolves to, and says so', () => {
    const found = resolveAddressInput('Alice.Concord.eth', true, { status: 'success', data: ALICE })
    expect(found).toEqual({
      typed: 'Alice.Concord.eth',
      value: ALICE,
      state: 'found',
      message: `alice.concord.eth → ${ALICE}`,
    })
    expect(isSettled(found)).toBe(true)
  })

  test('while looking up, without a record, without ENS or on an RPC error it says why and does not settle', () => {
    const cases = [
      [resolveAddressInput('alice.concord.eth', true, { status: 'pending' }), 'Looking up alice.concord.eth…'],
      [
        resolveAddressInput('nobody.concord.eth', true, { status: 'success', data: null }),
        'No address found for nobody.concord.eth.',
      ],
      [
        resolveAddressInput('alice.concord.eth', false, undefined),
        'This network has no ENS names: enter the address of alice.concord.eth.',
      ],
      [
        resolveAddressInput('alice.concord.eth', true, { status: 'error', error: new Error('HTTP 502') }),
        'Could not look up alice.concord.eth (HTTP 502): try again or enter the address.',
      ],
    ] as const
    for (const [resolved, message] of cases) {
      expect(resolved.message).toBe(message)
      expect(resolved.value).toBe(resolved.typed)
      expect(isSettled(resolved)).toBe(false)
    }
  })
})

describe('fiat values', () => {
  test('a token without a price says "no price", never $0.00', () => {
    expect(formatItemFiat({ fiatBalance: '0', fiatConversion: '0' }, 'usd', 'en-US')).toBe(NO_PRICE)
    expect(formatPrice({ fiatConversion: '0' }, 'usd', 'en-US')).toBe('no price')
    expect(formatItemFiat({ fiatBalance: '2000', fiatConversion: '2000' }, 'usd', 'en-US')).toBe('$2,000.00')
    // A priced token the Safe holds none of is worth $0.00: that is a real value.
    expect(formatItemFiat({ fiatBalance: '0', fiatConversion: '1' }, 'usd', 'en-US')).toBe('$0.00')
  })
})
