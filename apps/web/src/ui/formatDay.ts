import { enUsDay, isEnUs } from './enUsFormats'
import { localTimeZone } from './localTimeZone'

// One formatter per locale and time zone: building one loads locale data, and a history page has a day label per day.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Formats a day label in the user's time zone. */
export function dayText(timestamp: number, timeZone: string, locale?: string): string {
  if (isEnUs(locale) && timeZone === localTimeZone()) return enUsDay(timestamp)
  const key = `${locale ?? ''}|${timeZone}`
  let format = dayFormats.get(key)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone })
    dayFormats.set(key, format)
  }
  return format.format(new Date(timestamp))
}
