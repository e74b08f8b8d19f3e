// Names and token symbols in our CSVs are chosen by whoever wrote them, and the file is opened in spreadsheets set to
// any locale: Excel in a `;` locale splits a line at `;` and honours a quote only at the start of a field, so text
// after a `,` `;` tab or line break INSIDE a cell can become a cell of its own there. Each such piece is therefore
// defused on its own (a leading '), not just the cell's start, and every cell holding one of them is quoted.

/** Where a spreadsheet of some locale may start a new cell: comma, semicolon, tab and line breaks. */
const BOUNDARY = /([,;\t\r\n])/
/** A piece a spreadsheet would run as a formula, also behind blanks or quotes that some readers drop. */
const FORMULA = /^[\s"']*[=+\-@]/
/** A cell that starts with a tab or CR (also behind blanks or quotes): OWASP's last two formula triggers. */
const LEADING_CONTROL = /^[\s"']*[\t\r]/
/** A plain number such as -1.5 or +2: a spreadsheet reads it as that number, never as a formula, so it stays usable. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const NEEDS_QUOTES = /[,;\t"\r\n]/

function defusedPiece(piece: string): string {
  return FORMULA.test(piece) && !PLAIN_NUMBER.test(piece) ? `'${piece}` : piece
}

function undefusedPiece(piece: string): string {
  const rest = piece.slice(1)
  return piece.startsWith("'") && FORMULA.test(rest) && !PLAIN_NUMBER.test(rest) ? rest : piece
}

/** The text with a ' before every piece (between separators of any locale) a spreadsheet would run as a formula. */
function defusedText(value: string): string {
  const text = value
    .split(BOUNDARY)
    .map((part, index) => (index % 2 === 0 ? defusedPiece(part) : part))
    .join('')
  return LEADING_CONTROL.test(text) ? `'${text}` : text
}

/**
 * One CSV cell: defused (see defusedText), then quoted with doubled quotes when it holds a comma, semicolon, tab,
 * quote or line break.
 */
export function csvCell(value: string): string {
  const safe = defusedText(value)
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A cell as written by csvCell (already unquoted), with every defusing ' taken off again: the text the user had. */
export function undefusedCell(value: string): string {
  const text = value.startsWith("'") && LEADING_CONTROL.test(value.slice(1)) ? value.slice(1) : value
  return text
    .split(BOUNDARY)
    .map((part, index) => (index % 2 === 0 ? undefusedPiece(part) : part))
    .join('')
}
