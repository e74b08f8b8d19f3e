import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useAccount } from 'wagmi'
import { canExecute, ExecuteForm, executionSignatures } from '../../tx-flow'
import { QueueActions } from './QueueActions'
import { SignerActions } from './SignerActions'
import { safeTxFromDetails, signaturesOf } from './safeTxFromDetails'
import type { HashCheck } from './verifyTxHashes'

/**
 * What can be done with a queued multisig transaction: confirm (owners who have not signed), execute (anyone, once
 * the threshold is met and it is next), reject, replace, delete (its proposer). Nothing at all unless the hashes
 * recomputed in the browser match the gateway's.
 */
export function TxActions({ tx, safe, check }: { tx: TransactionDetails; safe: SafeInfo; check: HashCheck }) {
  const { address: account } = useAccount()
  const exec = tx.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || tx.txHash !== null) return null
  if (tx.txStatus !== 'AWAITING_CONFIRMATIONS' && tx.txStatus !== 'AWAITING_EXECUTION') return null
  if (check.kind !== 'checked' || !check.matches) {
    return (
      <p className="muted" role="note">
        No actions: only a transaction whose hashes were verified in your browser can be signed or executed.
      </p>
    )
  }
  const safeTx = safeTxFromDetails(tx)
  if (!safeTx || !safe.version || !isSupportedVersion(safe.version)) return null
  const version = toSafeVersion(safe.version)
  const owners = safe.owners.map((o) => o.value)
  const signatures = signaturesOf(tx)
  const rules = { threshold: safe.threshold, owners, executor: account }
  const isOwner = !!account && owners.some((o) => o.toLowerCase() === account.toLowerCase())
  const hasSigned = !!account && signatures.some((s) => s.owner.toLowerCase() === account.toLowerCase())
  const isNext = exec.nonce === safe.nonce
  const executable = canExecute(signatures, rules)
  const what = `Execute Safe transaction #${exec.nonce}`
  return (
    <>
      {isOwner && !hasSigned ? (
        <SignerActions
          tx={safeTx}
          version={version}
          signatures={signatures}
          rules={{ threshold: safe.threshold, owners }}
          isNext={isNext}
        />
      ) : null}
      {account && !isOwner && !executable ? (
        <p className="muted">The connected account is not an owner of this Safe: it cannot confirm.</p>
      ) : null}
      {executable && isNext ? (
        <ExecuteForm tx={safeTx} version={version} signatures={executionSignatures(signatures, rules)} what={what} />
      ) : null}
      {executable && !isNext ? (
        <p className="muted">
          Ready to execute once the transactions with lower nonces (from {safe.nonce}) are executed.
        </p>
      ) : null}
      <QueueActions
        nonce={exec.nonce}
        safeTxHash={exec.safeTxHash}
        proposer={exec.proposer?.value ?? null}
        isOwner={isOwner}
      />
    </>
  )
}
