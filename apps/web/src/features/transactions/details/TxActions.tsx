import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { useAccount } from 'wagmi'
import {
  confirmationStandings,
  ExecuteForm,
  executionSignatures,
  FailureOverride,
  PendingExecutionCard,
  staleSignaturesText,
  useSignatureMaxAge,
} from '../../../tx'
import { ActionsChecking } from './ActionsChecking'
import { planTxActions } from './planTxActions'
import { QueueActions } from './QueueActions'
import { SignerActions } from './SignerActions'
import type { HashCheck } from './verifyTxHashes'

/**
 * What can be done with a queued multisig transaction: confirm (owners who have not signed), execute (anyone, once
 * the threshold is met and it is next), reject, replace, delete (its proposer). Nothing at all unless the hashes
 * recomputed in the browser match the gateway's; nothing that signs or executes a transaction the simulation says
 * will fail without an explicit "anyway"; executing with old signatures warns first.
 */
export function TxActions({
  tx,
  safe,
  check,
  failure,
}: {
  tx: TransactionDetails
  safe: SafeInfo
  /** The hashes recomputed in the browser; undefined while they are computed (no actions until they match). */
  check: HashCheck | undefined
  /** Why the simulation says it will fail, in words, or null. */
  failure: string | null
}) {
  const { address: account } = useAccount()
  const [maxAgeDays] = useSignatureMaxAge()
  const plan = planTxActions(tx, safe, check, account)
  if (plan.kind === 'none') return null
  if (plan.kind === 'checking') return <ActionsChecking />
  if (plan.kind === 'unverified') {
    return (
      <p className="muted" role="note">
        No actions: only a transaction whose hashes were verified in your browser can be signed or executed.
      </p>
    )
  }
  const { safeTx, version, signatures, rules } = plan
  const exec = tx.detailedExecutionInfo
  const confirmations = exec?.type === 'MULTISIG' ? exec.confirmations : []
  const stale = staleSignaturesText(
    confirmationStandings(confirmations, rules.owners, { now: Date.now(), maxAgeDays }),
    maxAgeDays,
  )
  return (
    <>
      {plan.canConfirm ? (
        <FailureOverride failure={failure} verb="sign">
          <SignerActions
            tx={safeTx}
            version={version}
            signatures={signatures}
            rules={{ threshold: rules.threshold, owners: rules.owners }}
            isNext={plan.isNext}
          />
        </FailureOverride>
      ) : null}
      {plan.cannotConfirm ? (
        <p className="muted">The connected account is not an owner of this Safe: it cannot confirm.</p>
      ) : null}
      {plan.canExecuteNow ? (
        <PendingExecutionCard safeTxHash={plan.safeTxHash}>
          {stale ? (
            <p className="banner banner--warning" role="alert" aria-label="Old signatures">
              {stale}
            </p>
          ) : null}
          <FailureOverride failure={failure} verb="execute">
            <ExecuteForm
              tx={safeTx}
              version={version}
              signatures={executionSignatures(signatures, rules)}
              what={`Execute Safe transaction #${plan.nonce}`}
            />
          </FailureOverride>
        </PendingExecutionCard>
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
