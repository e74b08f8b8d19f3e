import { enUsTimeOfDay, isEnUs } from './enUsFormats'

// One formatter per page: `toLocaleTimeString` with options builds a new Intl.DateTimeFormat (and loads its locale
// data) on every call, which a list of transactions paid once per row on a phone's main thread.
let timeOfDay: Intl.DateTimeFormat | undefined

/** The hour and minute of `timestamp` (ms) in the browser's locale and time zone, e.g. "14:05" or "02:05 PM". */
export function formatTimeOfDay(timestamp: number): string {
  if (isEnUs()) return enUsTimeOfDay(timestamp)
  timeOfDay ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
  return timeOfDay.format(timestamp)
}
