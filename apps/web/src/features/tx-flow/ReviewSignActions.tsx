import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import { useState } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../errors'
import { ChainWriteStatus } from './ChainWriteStatus'
import { executionSignatures } from './executionSignatures'
import { useApproveHash } from './useApproveHash'
import { useExecuteSafeTx } from './useExecuteSafeTx'
import { useSignAndSubmit } from './useSignAndSubmit'

/** The review screen's Sign / Approve on chain buttons (owners only), with "Execute immediately" at threshold 1. */
export function ReviewSignActions({
  tx,
  version,
  owners,
  threshold,
  isNext,
  blockedBy,
  origin,
  onDone,
}: {
  tx: SafeTransactionData | null
  version: SafeVersion
  owners: string[]
  threshold: number
  isNext: boolean
  /** Why signing is not possible yet, in words (null: it is). */
  blockedBy: string | null
  origin?: string | undefined
  onDone: (safeTxHash: Hex) => void
}) {
  const { address: account } = useAccount()
  const sign = useSignAndSubmit()
  const approve = useApproveHash()
  const exec = useExecuteSafeTx()
  const [executeNow, setExecuteNow] = useState(false)
  if (!account) return <p className="muted">Connect an owner wallet to sign.</p>
  if (!owners.some((o) => o.toLowerCase() === account.toLowerCase())) {
    return (
      <p className="banner banner--warning" role="note">
        The connected account {account} is not an owner of this Safe: it cannot sign this transaction.
      </p>
    )
  }
  const canExecuteNow = isNext && threshold <= 1
  const busy = sign.isPending || approve.isPending || exec.isPending
  const finish = async (signed: { safeTxHash: Hex; signature: Hex }) => {
    if (executeNow && canExecuteNow && tx) {
      const blob = executionSignatures([{ owner: account, signature: signed.signature }], {
        threshold,
        owners,
        executor: account,
      })
      const done = await exec
        .execute({ tx, version, signatures: blob, fees: {}, what: `Execute Safe transaction #${tx.nonce}` })
        .then(
          () => true,
          () => false,
        )
      if (!done) return
    }
    onDone(signed.safeTxHash)
  }
  const willExecute = executeNow && canExecuteNow
  const request = tx ? { tx, version, propose: true, refresh: !willExecute, ...(origin ? { origin } : {}) } : null
  const signNow = async () => {
    if (!request) return
    const signed = await sign.mutateAsync(request).catch(() => null)
    if (signed) await finish(signed)
  }
  const approveNow = async () => {
    if (!request) return
    const signed = await approve.approve(request).catch(() => null)
    if (signed) await finish(signed)
  }
  const error = sign.error ?? approve.error ?? exec.error
  return (
    <section className="card" aria-label="Sign">
      <h2>Sign</h2>
      {canExecuteNow ? (
        <label className="field">
          <span>
            <input type="checkbox" checked={executeNow} onChange={(e) => setExecuteNow(e.target.checked)} /> Execute
            immediately (your signature reaches the threshold)
          </span>
        </label>
      ) : null}
      {blockedBy ? <p className="field__error">{blockedBy}</p> : null}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || blockedBy !== null || !tx}
          onClick={signNow}
        >
          {sign.isPending ? 'Signing…' : 'Sign'}
        </button>
        <button type="button" className="button" disabled={busy || blockedBy !== null || !tx} onClick={approveNow}>
          Approve on chain
        </button>
      </div>
      <ChainWriteStatus phase={approve.phase.step !== 'idle' ? approve.phase : exec.phase} />
      {error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  )
}
