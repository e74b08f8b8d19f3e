import { invalidInput } from '../../../errors.js'

/** Returns a function mapping a ms timestamp to its calendar day in `timezone` (IANA) or UTC shifted by `offsetMs`. */
export function dayKeyFunction(timezone: string | undefined, offsetMs: number): (ts: number) => string {
  if (timezone !== undefined) {
    let format: Intl.DateTimeFormat
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
    } catch {
      throw invalidInput(`Invalid timezone "${timezone}": expected an IANA name such as Europe/Berlin`)
    }
    return (ts) => format.format(new Date(ts))
  }
  return (ts) => new Date(ts + offsetMs).toISOString().slice(0, 10)
}
