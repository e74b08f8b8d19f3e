// The en-US formats the Safe pages paint with, written out without Intl. The first Intl formatter a page builds loads
// ICU's locale data: 40 to 70 ms in one task on a 2-core VM, four times that on a phone, on the busiest stretch of the
// page's load. For an en-US browser these give Intl's exact output (test/enUsFormats.test.ts compares them with Intl);
// any other locale, currency or time zone returns undefined and the caller asks Intl as before.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// Currencies whose en-US format is a bare symbol before the amount, with 2 decimals.
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' }

/** Whether `locale` (the browser's language when absent) is en-US. */
export function isEnUs(locale?: string): boolean {
  return (locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language)) === 'en-US'
}

/** Digits of a whole number grouped by thousands with commas, as en-US does: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * `amount` in `code` as Intl's en-US currency format with at most 2 decimals ("$1,234.50", "-€0.01"), or undefined
 * when it is not a currency written out here. Rounds half away from zero on the shortest decimal form, as ICU does.
 */
export function enUsFiat(amount: number, code: string): string | undefined {
  const symbol = SYMBOLS[code]
  const digits = String(Math.abs(amount))
  if (symbol === undefined || !Number.isFinite(amount) || /e/i.test(digits)) return undefined
  const [whole = '0', fraction = ''] = digits.split('.')
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n)
  const text = cents.toString().padStart(3, '0')
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}${symbol}${groupThousands(text.slice(0, -2))}.${text.slice(-2)}`
}

/** The local day of `timestamp` as en-US's medium date style: "Nov 28, 2026". */
export function enUsDay(timestamp: number): string {
  const date = new Date(timestamp)
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')
const hour12 = (hours: number) => (hours % 12 === 0 ? 12 : hours % 12)
const meridiem = (hours: number) => (hours < 12 ? 'AM' : 'PM')

/** The local hour and minute of `timestamp` as en-US with 2-digit hours: "08:05 PM". */
export function enUsTimeOfDay(timestamp: number): string {
  const date = new Date(timestamp)
  return `${twoDigits(hour12(date.getHours()))}:${twoDigits(date.getMinutes())} ${meridiem(date.getHours())}`
}

/** The local date and time of `timestamp` as en-US's `toLocaleString()`: "11/28/2026, 8:25:04 PM". */
export function enUsDateTime(timestamp: number): string {
  const date = new Date(timestamp)
  const time = `${hour12(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${time} ${meridiem(date.getHours())}`
}
