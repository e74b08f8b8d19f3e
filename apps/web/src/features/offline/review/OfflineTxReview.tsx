import { useMemo } from 'react'
import { errorMessage } from '../../../errors'
import { ReviewHashes, TxChecks, useCallChecks } from '../../../tx'
import { Loading } from '../../../ui/States'
import { ExportPanel } from '../file/ExportPanel'
import type { SignedTxFile } from '../file/signedTxFile'
import { OfflineActions } from './OfflineActions'
import { SignaturesPanel } from './SignaturesPanel'
import { useCheckedTx } from './useCheckedTx'

/** Why a transaction's nonce cannot execute now, in words, or null (it is the Safe's next). */
function nonceProblem(txNonce: string, safeNonce: number): string | null {
  if (Number(txNonce) < safeNonce) return `Nonce ${txNonce} is used already: this transaction can no longer execute.`
  if (Number(txNonce) > safeNonce) return `The Safe is at nonce ${safeNonce}: the transactions before it execute first.`
  return null
}

/**
 * The same review as the normal flow for a transaction passed between owners: the decoded calls, warnings and
 * simulation, the safeTxHash computed here, each signature recovered and checked against the owners on chain.
 */
export function OfflineTxReview({ file, onChange }: { file: SignedTxFile; onChange: (file: SignedTxFile) => void }) {
  const { info, version, owners, checked } = useCheckedTx(file)
  const { to, value, data, operation, nonce } = file.safeTx
  const call = useMemo(() => ({ to, value, data, operation }), [to, value, data, operation])
  const checks = useCallChecks(call, version, owners)
  if (!info) return <Loading what="the Safe" />
  if (!version) return <p role="alert">This Safe's version ({info.version ?? 'unknown'}) is not supported.</p>
  if (checked.isError) return <p role="alert">{errorMessage(checked.error)}</p>
  if (!checked.data) return <Loading what="the signatures" />
  const problem = nonceProblem(nonce, info.nonce)
  return (
    <>
      <TxChecks call={call} checks={checks} simulate />
      <section className="card" aria-label="Nonce">
        <h2>Nonce {nonce}</h2>
        {problem ? <p className="field__error">{problem}</p> : null}
      </section>
      <ReviewHashes tx={checked.data.tx} chainId={file.chainId} safe={file.safe} version={version} />
      <SignaturesPanel checked={checked.data} threshold={info.threshold} />
      <OfflineActions
        file={file}
        checked={checked.data}
        safe={{ version, owners, threshold: info.threshold, nonce: info.nonce }}
        onChange={onChange}
      />
      <ExportPanel file={file} />
    </>
  )
}
