import { describe, expect, test } from 'vitest'
import { enUsDateTime, enUsDay, enUsFiat, enUsTimeOfDay, groupThousands, isEnUs } from '../src/ui/enUsFormats'

// Node's ICU puts a narrow no-break space before AM/PM where Chromium's output has a plain space (V8's web-compat
// patch): the comparison is of everything else.
const plain = (text: string) => text.replace(/\u202f/g, ' ')

// Amounts at every rounding edge: halves of a cent (which ICU rounds up on the shortest decimal form), negatives, zero
// and negative zero, grouping boundaries, and a spread of random values.
const amounts = [
  0,
  -0,
  0.005,
  0.004,
  1.005,
  1.015,
  2.675,
  -1.005,
  -0.001,
  0.1 + 0.2,
  999.995,
  1000,
  999_999.99,
  1_234_567.891,
  -98_765.4321,
  42_000,
  1e15 + 0.5,
  123.45,
]
let seed = 7
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
for (let i = 0; i < 300; i++) amounts.push(Math.round((random() - 0.3) * 10 ** Math.floor(random() * 9) * 1000) / 1000)
// Local times across a year, at midnight, noon and the last minute, in the machine's time zone.
const times = [
  0,
  Date.UTC(2026, 10, 28, 20, 25, 4),
  new Date(2026, 0, 1, 0, 5).getTime(),
  new Date(2026, 5, 30, 12).getTime(),
]
for (let i = 0; i < 200; i++) times.push(Math.floor(random() * 2e12))

describe('the en-US formats written out without Intl match Intl exactly', () => {
  test('currencies: $, € and £ with 2 decimals, rounded as ICU rounds; other codes are left to Intl', () => {
    for (const code of ['USD', 'EUR', 'GBP']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, maximumFractionDigits: 2 })
      for (const amount of amounts) expect(enUsFiat(amount, code), `${amount} ${code}`).toBe(intl.format(amount))
    }
    expect(enUsFiat(1, 'JPY')).toBeUndefined()
    expect(enUsFiat(1e21, 'USD')).toBeUndefined()
    expect(enUsFiat(Number.NaN, 'USD')).toBeUndefined()
  })

  test('grouping by thousands, days, times of day and date-times', () => {
    const grouped = new Intl.NumberFormat('en-US')
    for (const whole of ['0', '7', '999', '1000', '-1234', '12345678901234567890']) {
      expect(groupThousands(whole)).toBe(grouped.format(BigInt(whole)))
    }
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
    const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' })
    for (const time of times) {
      expect(enUsDay(time)).toBe(day.format(time))
      expect(enUsTimeOfDay(time)).toBe(plain(timeOfDay.format(time)))
      expect(enUsDateTime(time)).toBe(plain(new Date(time).toLocaleString('en-US')))
    }
  })

  test('only an en-US locale takes these', () => {
    expect(isEnUs('en-US')).toBe(true)
    expect(isEnUs('en-GB')).toBe(false)
    expect(isEnUs('de-DE')).toBe(false)
  })
})
