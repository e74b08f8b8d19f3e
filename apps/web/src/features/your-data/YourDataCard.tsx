import { useState } from 'react'
import { useApp } from '../../services/appContext'
import { downloadText } from '../../ui/downloadText'
import { type ImportSummary, importConcordData, importSafeWalletData } from './importDataFile'
import { collectLocalData } from './localData'
import { readDataFile } from './readDataFile'

type Outcome = { kind: 'imported'; summary: ImportSummary } | { kind: 'refused'; reason: string } | null

function summaryText({ names, safes, settings, skippedSafes }: ImportSummary): string {
  const skipped = skippedSafes ? ` ${skippedSafes} Safes on chains this gateway does not serve were left out.` : ''
  return `Imported ${names} address book names, ${safes} Safes and ${settings} settings.${skipped}`
}

/** Settings → Your data: export this browser's data as one JSON file; import one (Concord's, or Safe{Wallet}'s). */
export function YourDataCard() {
  const { chains } = useApp()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const exportData = () => {
    const day = new Date().toISOString().slice(0, 10)
    downloadText(
      JSON.stringify(collectLocalData(localStorage), null, 2),
      `concord-data-${day}.json`,
      'application/json',
    )
  }
  const importData = async (file: File) => {
    const read = readDataFile(await file.text())
    if (read.kind === 'invalid') setOutcome({ kind: 'refused', reason: read.reason })
    else if (read.kind === 'concord')
      setOutcome({ kind: 'imported', summary: importConcordData(localStorage, read.file) })
    else setOutcome({ kind: 'imported', summary: importSafeWalletData(localStorage, read.file, chains) })
  }
  return (
    <section className="card" aria-label="Your data">
      <h2>Your data</h2>
      <p className="muted">
        Added Safes, the address book, custom apps and settings are kept in this browser. Export them as one file to
        move them to another browser; import a Concord file or Safe&#123;Wallet&#125;'s data export.
      </p>
      <button type="button" className="button" onClick={exportData}>
        Export data
      </button>
      <label className="field">
        <span>Import data</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void importData(file)
          }}
        />
      </label>
      {outcome?.kind === 'imported' ? <p role="status">{summaryText(outcome.summary)}</p> : null}
      {outcome?.kind === 'refused' ? <p role="alert">{outcome.reason}</p> : null}
    </section>
  )
}
