import { useEffect, useMemo } from 'react'
import type { SignedTxFile } from './signedTxFile'
import { txFragment } from './txLink'

/** The file name of a signed transaction: Safe, nonce and how many signatures, so owners can tell copies apart. */
const fileName = (file: SignedTxFile) =>
  `concord-tx-${file.safe.slice(0, 10)}-nonce${file.safeTx.nonce}-${file.signatures.length}sig.json`

/** Hands the signed transaction to the next owner: a JSON file to download, or a link that carries it. */
export function ExportPanel({ file }: { file: SignedTxFile }) {
  const json = useMemo(() => JSON.stringify(file, null, 2), [file])
  const href = useMemo(() => URL.createObjectURL(new Blob([json], { type: 'application/json' })), [json])
  useEffect(() => () => URL.revokeObjectURL(href), [href])
  const link = `${window.location.origin}${window.location.pathname}${txFragment(file)}`
  return (
    <section className="card" aria-label="Export">
      <h2>Export</h2>
      <p className="muted">
        Pass this to the next owner: they open the link or import the file, check it, add their signature or execute.
      </p>
      <a className="button" href={href} download={fileName(file)}>
        Download signed transaction
      </a>
      <label className="field">
        <span>Link with the signed transaction</span>
        <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() => void navigator.clipboard?.writeText(link).catch(() => undefined)}
      >
        Copy link
      </button>
    </section>
  )
}
