import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { useAccount } from 'wagmi'
import { ExecuteForm, executionSignatures } from '../../tx-flow'
import { planTxActions } from './planTxActions'
import { QueueActions } from './QueueActions'
import { SignerActions } from './SignerActions'
import type { HashCheck } from './verifyTxHashes'

/**
 * What can be done with a queued multisig transaction: confirm (owners who have not signed), execute (anyone, once
 * the threshold is met and it is next), reject, replace, delete (its proposer). Nothing at all unless the hashes
 * recomputed in the browser match the gateway's.
 */
export function TxActions({ tx, safe, check }: { tx: TransactionDetails; safe: SafeInfo; check: HashCheck }) {
  const { address: account } = useAccount()
  const plan = planTxActions(tx, safe, check, account)
  if (plan.kind === 'none') return null
  if (plan.kind === 'unverified') {
    return (
      <p className="muted" role="note">
        No actions: only a transaction whose hashes were verified in your browser can be signed or executed.
      </p>
    )
  }
  const { safeTx, version, signatures, rules } = plan
  return (
    <>
      {plan.canConfirm ? (
        <SignerActions
          tx={safeTx}
          version={version}
          signatures={signatures}
          rules={{ threshold: rules.threshold, owners: rules.owners }}
          isNext={plan.isNext}
        />
      ) : null}
      {plan.cannotConfirm ? (
        <p className="muted">The connected account is not an owner of this Safe: it cannot confirm.</p>
      ) : null}
      {plan.canExecuteNow ? (
        <ExecuteForm
          tx={safeTx}
          version={version}
          signatures={executionSignatures(signatures, rules)}
          what={`Execute Safe transaction #${plan.nonce}`}
        />
      ) : null}
      {plan.waitsForEarlier ? (
        <p className="muted">
          Ready to execute once the transactions with lower nonces (from {safe.nonce}) are executed.
        </p>
      ) : null}
      <QueueActions
        nonce={plan.nonce}
        safeTxHash={plan.safeTxHash}
        proposer={plan.proposer}
        isOwner={plan.accountIsOwner}
      />
    </>
  )
}
