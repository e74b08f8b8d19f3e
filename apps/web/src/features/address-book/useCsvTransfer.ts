import { useState } from 'react'
import { downloadText } from '../../ui/downloadText'
import { parseAddressBookCsv, toAddressBookCsv } from './addressBookCsv'
import { readBooks, writeBooks } from './bookStore'
import { type Books, withName } from './books'

/** The outcome of the last CSV import, shown under the buttons. */
export type CsvOutcome = { kind: 'imported'; count: number } | { kind: 'refused'; errors: string[] } | null

/** CSV import (all rows or none) and export of the address book, every chain, in Safe{Wallet}'s format. */
export function useCsvTransfer() {
  const [outcome, setOutcome] = useState<CsvOutcome>(null)
  const importCsv = async (file: File) => {
    const parsed = parseAddressBookCsv(await file.text())
    if (!parsed.ok) {
      setOutcome({ kind: 'refused', errors: parsed.errors })
      return
    }
    const now = Date.now()
    writeBooks(
      parsed.rows.reduce<Books>((books, row) => withName(books, row.chainId, row.address, row.name, now), readBooks()),
    )
    setOutcome({ kind: 'imported', count: parsed.rows.length })
  }
  const exportCsv = () => downloadText(toAddressBookCsv(readBooks()), 'address-book.csv', 'text/csv')
  return { outcome, importCsv, exportCsv }
}
