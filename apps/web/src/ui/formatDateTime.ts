import { enUsDateTime, isEnUs } from './enUsFormats'

/** The date and time of `timestamp` (ms, or an ISO string) in the browser's locale, as `Date#toLocaleString()`. */
export function formatDateTime(timestamp: number | string): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return ''
  return isEnUs() ? enUsDateTime(date.getTime()) : date.toLocaleString()
}
