import type { SafeVersion } from '@concord/protocol'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../../errors'
import { canExecute } from '../../../tx'
import type { CheckedTx } from '../file/checkSignedTx'
import type { SignedTxFile } from '../file/signedTxFile'
import { ExecutePanel } from './ExecutePanel'
import { useOfflineExecute } from './useOfflineExecute'
import { canSign, useOfflineSign } from './useOfflineSign'
import { useProposeSigned } from './useProposeSigned'

type Props = {
  file: SignedTxFile
  checked: CheckedTx
  safe: { version: SafeVersion; owners: readonly string[]; threshold: number; nonce: number }
  onChange: (file: SignedTxFile) => void
}

/** Sign (adds the connected owner's signature to the file), execute when enough owners signed, propose to the gateway. */
export function OfflineActions({ file, checked, safe, onChange }: Props) {
  const { address: account } = useAccount()
  const sign = useOfflineSign(file, checked, safe.version)
  const execute = useOfflineExecute(file, checked, safe.owners)
  const propose = useProposeSigned(file, checked)
  const counted = checked.signatures
    .filter((s) => s.problem === null)
    .map((s) => ({ owner: s.signer, signature: s.data }))
  const isNext = Number(checked.tx.nonce) === safe.nonce
  const executable =
    isNext && canExecute(counted, { threshold: safe.threshold, executor: account, owners: safe.owners })
  return (
    <>
      <section className="card" aria-label="Sign">
        <h2>Sign</h2>
        {!account ? <p className="muted">Connect an owner wallet to sign.</p> : null}
        <button
          type="button"
          className="button button--primary"
          disabled={!canSign(account, safe.owners, checked) || sign.isPending}
          onClick={() => sign.mutate(undefined, { onSuccess: onChange })}
        >
          Sign
        </button>
        {sign.isError ? <p role="alert">{errorMessage(sign.error)}</p> : null}
      </section>
      {/* Once executing, it stays: the Safe's nonce moves on when the execution is mined. */}
      {executable || execute.phase ? <ExecutePanel execute={execute} threshold={safe.threshold} /> : null}
      <section className="card" aria-label="Propose">
        <h2>Propose to the gateway</h2>
        <p className="muted">Once the gateway is back: it gets the transaction with every signature, in its queue.</p>
        <button type="button" className="button" disabled={propose.isPending} onClick={() => propose.mutate()}>
          Propose to the gateway
        </button>
        {propose.isSuccess ? <p role="status">Proposed: the transaction is in the queue.</p> : null}
        {propose.isError ? <p role="alert">{errorMessage(propose.error)}</p> : null}
      </section>
    </>
  )
}
