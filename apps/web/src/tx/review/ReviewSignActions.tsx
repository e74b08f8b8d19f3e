import { isOwner, type SafeTransactionData, type SafeVersion } from '@concord/protocol'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { ProposeAsProposer } from '../sign/ProposeAsProposer'
import { SignControls } from '../sign/SignControls'
import { useSignThenExecute } from '../sign/useSignThenExecute'
import { useProposerFor } from './useProposerFor'

/**
 * The review screen's Sign / Approve on chain buttons (owners), with "Execute immediately" at threshold 1; a proposer
 * of an owner gets Propose instead.
 */
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
  const writes = useSignThenExecute()
  const delegator = useProposerFor(account, owners)
  if (!account) return <p className="muted">Connect an owner wallet to sign.</p>
  if (!isOwner(owners, account) && delegator) {
    const props = { tx, version, delegator, writes, blockedBy, origin, onDone }
    return <ProposeAsProposer {...props} />
  }
  if (!isOwner(owners, account)) {
    return (
      <p className="banner banner--warning" role="note">
        The connected account {account} is not an owner of this Safe: it cannot sign this transaction.
      </p>
    )
  }
  const canExecuteNow = isNext && threshold <= 1
  const willExecute = writes.executeNow && canExecuteNow
  const signNow = async (how: 'sign' | 'approve') => {
    if (!tx) return
    const request = { tx, version, propose: true, refresh: !willExecute, ...(origin ? { origin } : {}) }
    const signed = await writes.signWith(how, request)
    if (!signed) return
    const executed =
      !willExecute ||
      (await writes.execute(tx, version, [{ owner: account, signature: signed.signature }], {
        threshold,
        owners,
        executor: account,
      }))
    if (executed) onDone(signed.safeTxHash)
  }
  return (
    <section className="card" aria-label="Sign">
      <h2>Sign</h2>
      <SignControls
        tx={tx}
        version={version}
        writes={writes}
        signLabel="Sign"
        offerExecute={canExecuteNow && tx ? { tx, signatures: [], rules: { threshold, owners } } : null}
        disabled={blockedBy !== null || !tx}
        notice={blockedBy ? <p className="field__error">{blockedBy}</p> : null}
        onSign={() => signNow('sign')}
        onApprove={() => signNow('approve')}
      />
    </section>
  )
}
