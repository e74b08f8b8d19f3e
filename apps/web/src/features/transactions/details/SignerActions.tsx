import { isOwner, type SafeTransactionData, type SafeVersion } from '@concord/protocol'
import { useAccount } from 'wagmi'
import type { OwnerSignature } from '../../../tx'
import { SignControls, useSignThenExecute } from '../../../tx'

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
  const writes = useSignThenExecute()
  // Only owners' signatures count: one of someone removed since would be rejected by the Safe.
  const counted = signatures.filter((s) => isOwner(rules.owners, s.owner)).length
  const reachesThreshold = isNext && counted + 1 >= rules.threshold
  const willExecute = writes.executeNow && reachesThreshold
  const confirm = async (how: 'sign' | 'approve') => {
    const result = await writes.signWith(how, { tx, version, propose: false, refresh: !willExecute })
    if (!result || !willExecute || !account) return
    await writes.execute(tx, version, [...signatures, { owner: account, signature: result.signature }], {
      ...rules,
      executor: account,
    })
  }
  return (
    <section className="card" aria-label="Confirm">
      <h2>Your confirmation</h2>
      <SignControls
        tx={tx}
        version={version}
        writes={writes}
        signLabel="Confirm"
        offerExecute={reachesThreshold ? { tx, signatures, rules } : null}
        onSign={() => confirm('sign')}
        onApprove={() => confirm('approve')}
      />
      {writes.sent ? (
        <p className="ok" role="status">
          Your confirmation was sent.
        </p>
      ) : null}
    </section>
  )
}
