import { useCsvTransfer } from './useCsvTransfer'

/** Import a CSV (`address,name,chainId`: all rows or, with a bad line, none) and export the whole book as one. */
export function CsvCard() {
  const { outcome, importCsv, exportCsv } = useCsvTransfer()
  return (
    <section className="card" aria-label="CSV import and export">
      <h2>CSV</h2>
      <p className="muted">
        Safe&#123;Wallet&#125;'s format: a header line address,name,chainId, then one entry per line.
      </p>
      <label className="field">
        <span>Import CSV</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void importCsv(file)
          }}
        />
      </label>
      <button type="button" className="button" onClick={exportCsv}>
        Export CSV
      </button>
      {outcome?.kind === 'imported' ? (
        <p role="status">
          Imported {outcome.count} {outcome.count === 1 ? 'entry' : 'entries'}.
        </p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <div role="alert" aria-label="CSV problems">
          <p>Nothing was imported. Fix these lines and import the file again:</p>
          <ul>
            {outcome.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
