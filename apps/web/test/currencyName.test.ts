import { afterEach, describe, expect, test } from 'vitest'
import { currencyName } from '../src/features/balances/currencyName'

const RealDisplayNames = Intl.DisplayNames
// Intl's constructors are read-only in TypeScript's lib, writable at run time.
const intl = Intl as { DisplayNames: typeof RealDisplayNames }
afterEach(() => {
  intl.DisplayNames = RealDisplayNames
})

describe("the currency picker's names", () => {
  test('names ISO codes in English with one Intl.DisplayNames for every code', () => {
    let built = 0
    intl.DisplayNames = class extends RealDisplayNames {
      constructor(...args: ConstructorParameters<typeof RealDisplayNames>) {
        super(...args)
        built++
      }
    }
    expect(currencyName('EUR')).toBe('Euro')
    expect(currencyName('JPY')).toBe('Japanese Yen')
    for (const code of ['USD', 'GBP', 'CHF', 'AUD', 'CAD', 'SEK']) expect(currencyName(code)).not.toBe(code)
    expect(built).toBe(1)
  })

  test('a code Intl does not know as a currency comes back as itself or not at all, never an error', () => {
    expect([undefined, 'BTC']).toContain(currencyName('BTC'))
    expect(currencyName('not a code')).toBeUndefined()
  })
})
