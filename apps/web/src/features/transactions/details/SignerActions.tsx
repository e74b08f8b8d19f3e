import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../../errors'
import { ChainWriteStatus } from '../../tx-flow/ChainWriteStatus'
import { executionSignatures, type OwnerSignature } from '../../tx-flow/executionSignatures'
import { useApproveHash } from '../../tx-flow/useApproveHash'
import { useExecuteSafeTx } from '../../tx-flow/useExecuteSafeTx'
import { useSignAndSubmit } from '../../tx-flow/useSignAndSubmit'

/**
 * Confirm for an owner who has not signed: an EIP-712 signature (or an on-chain approveHash), and "Execute
 * immediately" when this signature reaches the threshold of the next transaction.
 */
export function SignerActions({
  tx,
  version,
  signatures,
  rules,
  isNext,
}: {
  tx: SafeTransactionData
  version: SafeVersion
  signatures: OwnerSignature[]
  rules: { threshold: number; owners: string[] }
  isNext: boolean
}) {
  const { address: account } = useAccount()
  const sign = useSignAndSubmit()
  const approve = useApproveHash()
  const exec = useExecuteSafeTx()
  const reachesThreshold = isNext && signatures.length + 1 >= rules.threshold
  const [executeNow, setExecuteNow] = useState(false)
  const willExecute = executeNow && reachesThreshold
  const busy = sign.isPending || approve.isPending || exec.isPending
  const then = async (signature: `0x${string}`) => {
    if (!executeNow || !reachesThreshold || !account) return
    const all = [...signatures, { owner: account, signature }]
    const blob = executionSignatures(all, { ...rules, executor: account })
    await exec
      .execute({ tx, version, signatures: blob, fees: {}, what: `Execute Safe transaction #${tx.nonce}` })
      .catch(() => null)
  }
  const confirm = async () => {
    const result = await sign.mutateAsync({ tx, version, propose: false, refresh: !willExecute }).catch(() => null)
    if (result) await then(result.signature)
  }
  const approveOnChain = async () => {
    const result = await approve.approve({ tx, version, propose: false, refresh: !willExecute }).catch(() => null)
    if (result) await then(result.signature)
  }
  const error = sign.error ?? approve.error ?? exec.error
  return (
    <section className="card" aria-label="Confirm">
      <h2>Your confirmation</h2>
      {reachesThreshold ? (
        <label className="field">
          <span>
            <input type="checkbox" checked={executeNow} onChange={(e) => setExecuteNow(e.target.checked)} /> Execute
            immediately (your signature reaches the threshold)
          </span>
        </label>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
          {sign.isPending ? 'Signing…' : 'Confirm'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={approveOnChain}>
          Approve on chain
        </button>
      </div>
      <ChainWriteStatus phase={approve.phase.step !== 'idle' ? approve.phase : exec.phase} />
      {error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {sign.isSuccess || approve.isSuccess ? (
        <p className="ok" role="status">
          Your confirmation was sent.
        </p>
      ) : null}
    </section>
  )
}
