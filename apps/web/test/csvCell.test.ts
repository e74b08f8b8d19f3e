import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseAddressBookCsv, toAddressBookCsv } from '../src/features/address-book/addressBookCsv'
import { withName } from '../src/features/address-book/books'
import { csvCell, undefusedCell } from '../src/ui/csvCell'

/** The cells a spreadsheet set to `separator` sees in one line: it splits there, honouring quotes only at a cell's start. */
function cellsInLocale(line: string, separator: string): string[] {
  return line.split(separator)
}

/** Whether any cell a spreadsheet would see starts a formula (after blanks or quotes, which some readers drop). */
function startsAFormula(cells: string[]): boolean {
  return cells.some((cell) => /^[\s"]*[=+\-@]/.test(cell) && !/^[+-]?\d+(\.\d+)?"?$/.test(cell))
}

const ATTACKS = [
  'x;=cmd',
  'x,=cmd',
  'x\t=cmd',
  'x;+cmd',
  'x; -2+3+cmd|" /C calc"!A0',
  'x;@SUM(1+9)*cmd|" /C calc"!A0',
  'x;"=HYPERLINK(""http://evil.example"")',
  "x;'=cmd",
  '=HYPERLINK("http://evil.example","Click")',
  ' =1+1',
  '"=1+1',
  '\t=1+1',
  '\r=1+1',
  'line\n=cmd',
  'a\r\n@cmd',
  '-1+1',
  '+cmd',
]

describe('CSV cells', () => {
  test.each(ATTACKS)('%j never starts a formula, whether the spreadsheet splits at , or ; or tab', (attack) => {
    const line = `before,${csvCell(attack)},after`
    for (const separator of [',', ';', '\t', '\n', '\r']) {
      expect(startsAFormula(cellsInLocale(line, separator)), `split at ${JSON.stringify(separator)}: ${line}`).toBe(
        false,
      )
    }
  })

  test('x;=cmd is quoted and its second half defused', () => {
    expect(csvCell('x;=cmd')).toBe(`"x;'=cmd"`)
    expect(csvCell('tab\there')).toBe('"tab\there"')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('\tfoo')).toBe(`"'\tfoo"`)
    expect(csvCell('plain')).toBe('plain')
  })

  test('plain numbers, negatives included, stay numbers; anything more after a sign is defused', () => {
    expect(csvCell('-1.5')).toBe('-1.5')
    expect(csvCell('+2')).toBe('+2')
    expect(csvCell('1.5;-3')).toBe('"1.5;-3"')
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('-1.5e3')).toBe("'-1.5e3")
  })

  test('undefusedCell gives back the text the user had, for every attack and for texts that look defused', () => {
    const texts = [...ATTACKS, "'=already", "''=twice", "'\tx", "x;'", 'plain', "it's", '-1.5', "'-1.5", '']
    for (const text of texts) {
      const cell = csvCell(text)
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
      expect(undefusedCell(unquoted)).toBe(text)
    }
  })

  test('an address book name with a ; formula round-trips through the CSV, and is written defused', () => {
    const A = getAddress('0x00000000000000000000000000000000000a11ce')
    const name = 'Bob;=HYPERLINK("http://evil.example")'
    const csv = toAddressBookCsv(withName({}, '1', A, name, 1))
    expect(csv).toBe(`address,name,chainId\n${A},"Bob;'=HYPERLINK(""http://evil.example"")",1\n`)
    expect(parseAddressBookCsv(csv)).toEqual({ ok: true, rows: [{ address: A, name, chainId: '1' }] })
  })
})
