// A cell a spreadsheet would run as a formula: names and token symbols are chosen by whoever wrote them.
const FORMULA = /^[=+\-@\t\r]/

/** One CSV cell, quoted when it holds a comma, quote or line break, and defused (a leading ') when it would start a formula. */
export function csvCell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A cell as written by csvCell, with the defusing ' taken off again (the text the user had). */
export function undefusedCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value
}
