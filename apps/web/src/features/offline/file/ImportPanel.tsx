import { useState } from 'react'
import { parseSignedTx, type SignedTxFile } from './signedTxFile'
import { readTxFragment } from './txLink'

type Props = { onImport: (file: SignedTxFile) => void }

/** Reads a signed transaction from a file another owner exported, or from the link they sent. */
export function ImportPanel({ onImport }: Props) {
  const [problem, setProblem] = useState<string | null>(null)
  const [link, setLink] = useState('')
  const take = (result: ReturnType<typeof parseSignedTx> | null) => {
    if (!result) return setProblem('The link has no signed transaction (#tx=…): copy the whole link.')
    if (!result.ok) return setProblem(result.problem)
    setProblem(null)
    onImport(result.file)
  }
  const readFile = async (file: File | undefined) => {
    if (!file) return
    try {
      take(parseSignedTx(JSON.parse(await file.text())))
    } catch {
      setProblem(`${file.name} is not JSON: pick the file Concord exported.`)
    }
  }
  return (
    <section className="card" aria-label="Import signed transaction">
      <h2>Import a signed transaction</h2>
      <label className="field">
        <span>Signed transaction file</span>
        <input type="file" accept="application/json,.json" onChange={(e) => void readFile(e.target.files?.[0])} />
      </label>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          take(readTxFragment(link))
        }}
      >
        <label className="field">
          <span>Or paste the link</span>
          <input value={link} onChange={(e) => setLink(e.target.value)} />
        </label>
        <button type="submit" className="button">
          Import link
        </button>
      </form>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
