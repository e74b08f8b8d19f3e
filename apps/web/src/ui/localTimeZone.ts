// Read once per page load.
let timeZone: string | undefined

/**
 * The browser's IANA time zone. Temporal (where the browser has it) reads it without building an Intl formatter,
 * whose first build loads ICU's locale data (see enUsFormats).
 */
export function localTimeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal
  timeZone ??= temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  return timeZone
}
