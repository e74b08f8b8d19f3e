import { getAddress, isAddress } from 'viem'
import { csvCell, undefusedCell } from '../../ui/csvCell'
import { type Books, liveNames, MAX_NAME_LENGTH } from './books'

/** The header of Safe{Wallet}'s address book CSV, which Concord reads and writes. */
export const CSV_HEADER = 'address,name,chainId'

/** One valid row of an address book CSV. */
export type CsvRow = { address: string; name: string; chainId: string }

/** A parsed CSV: every row valid, or the problems by line (and then nothing is imported). */
export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; errors: string[] }

// Our own reader: three columns of RFC 4180 (quoted fields with "" for a quote, CRLF or LF) need no CSV library.
// Each match is one field and what ends it: a comma, a line break, or the end of the text.
const FIELD = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n|\n|\r|$)/g

function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field
}

function splitRecords(text: string): string[][] {
  const records: string[][] = []
  let fields: string[] = []
  for (const [, field = '', end] of text.matchAll(FIELD)) {
    fields.push(unquote(field))
    if (end === ',') continue
    records.push(fields)
    fields = []
    if (end === '') break
  }
  return records
}

function rowProblem([address = '', name = '', chainId = '', ...rest]: string[]): string | null {
  if (rest.length) return `has ${3 + rest.length} columns; expected 3 (address,name,chainId)`
  if (!isAddress(address.trim(), { strict: false })) return `"${address}" is not an address (0x and 40 hex digits)`
  if (!isAddress(address.trim(), { strict: true })) return `${address} has a wrong checksum; check the address`
  if (!name.trim()) return 'the name is empty'
  if (name.trim().length > MAX_NAME_LENGTH) return `the name is longer than ${MAX_NAME_LENGTH} characters`
  if (!/^\d+$/.test(chainId.trim())) return `"${chainId}" is not a chain id (a number such as 1)`
  return null
}

/** Reads an address book CSV with the header `address,name,chainId`; any bad line makes the whole file refused. */
export function parseAddressBookCsv(text: string): CsvParse {
  const records = splitRecords(text.replace(/^\uFEFF/, ''))
  const header = (records[0] ?? []).map((cell) => cell.trim()).join(',')
  if (header !== CSV_HEADER) return { ok: false, errors: [`Line 1: the header must be exactly ${CSV_HEADER}`] }
  const rows: CsvRow[] = []
  const errors: string[] = []
  records.slice(1).forEach((record, index) => {
    if (record.length === 1 && record[0]?.trim() === '') return
    const problem = rowProblem(record)
    if (problem) errors.push(`Line ${index + 2}: ${problem}`)
    else
      rows.push({
        address: getAddress(record[0]?.trim() ?? ''),
        name: undefusedCell(record[1]?.trim() ?? ''),
        chainId: record[2]?.trim() ?? '',
      })
  })
  if (errors.length) return { ok: false, errors }
  if (rows.length === 0) return { ok: false, errors: ['The file has no entries below its header'] }
  return { ok: true, rows }
}

/**
 * Every chain's live entries as a CSV with the header `address,name,chainId`, chains in numeric order; a name a
 * spreadsheet would run as a formula is defused (and restored on import).
 */
export function toAddressBookCsv(books: Books): string {
  const chains = Object.keys(books).sort((a, b) => Number(a) - Number(b))
  const lines = [CSV_HEADER]
  for (const chainId of chains) {
    for (const [address, name] of Object.entries(liveNames(books[chainId]))) {
      lines.push(`${address},${csvCell(name)},${chainId}`)
    }
  }
  return `${lines.join('\n')}\n`
}
