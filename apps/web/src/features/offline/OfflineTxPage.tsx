import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { ImportPanel } from './file/ImportPanel'
import type { SignedTxFile } from './file/signedTxFile'
import { readTxFragment } from './file/txLink'
import { useDraftFile } from './file/useDraftFile'
import { OfflineTxReview } from './review/OfflineTxReview'

/**
 * Sign, export and import transactions without the gateway: the transaction of a link (`#tx=`), an imported file, or
 * the one the new-transaction flow left for review; then sign, execute, export or propose it.
 */
export function OfflineTxPage() {
  const { hash } = useLocation()
  const draftFile = useDraftFile()
  const [file, setFile] = useState<SignedTxFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    const read = readTxFragment(hash)
    if (read?.ok) setFile(read.file)
    setProblem(read && !read.ok ? read.problem : null)
  }, [hash])
  const shown = file ?? draftFile
  return (
    <section className="page">
      <div className="page__head">
        <h1>Offline transaction</h1>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      {shown ? (
        <OfflineTxReview key={JSON.stringify(shown.safeTx)} file={shown} onChange={setFile} />
      ) : (
        <p className="state state--empty">
          No transaction to sign: create one with New transaction (then come back here from its review), or import one
          another owner signed.
        </p>
      )}
      <ImportPanel onImport={setFile} />
    </section>
  )
}
