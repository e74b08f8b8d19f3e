import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import {
  isOwner,
  isSupportedVersion,
  type SafeTransactionData,
  type SafeVersion,
  toSafeVersion,
} from '@concord/protocol'
import { canExecute, type OwnerSignature, safeTxFromDetails } from '../../../tx'
import { signaturesOf } from './signaturesOf'
import type { HashCheck } from './verifyTxHashes'

/** The rules execution signatures follow: the threshold, the owners and who sends the execution. */
type ExecutionRules = { threshold: number; owners: string[]; executor: string | undefined }

/**
 * What the details page offers for a transaction: nothing, a wait while its hashes are checked, a "hashes not
 * verified" note, or these actions.
 */
export type TxActionsPlan =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'unverified' }
  | {
      kind: 'actions'
      safeTx: SafeTransactionData
      version: SafeVersion
      signatures: OwnerSignature[]
      rules: ExecutionRules
      nonce: number
      safeTxHash: `0x${string}`
      proposer: string | null
      accountIsOwner: boolean
      /** Its nonce is the Safe's current one: it is the next to execute. */
      isNext: boolean
      /** An owner who has not signed yet: confirm. */
      canConfirm: boolean
      /** A connected account that is not an owner and cannot execute yet. */
      cannotConfirm: boolean
      /** Enough signatures, and the next nonce: execute now. */
      canExecuteNow: boolean
      /** Enough signatures, but transactions with lower nonces come first. */
      waitsForEarlier: boolean
    }

const PENDING: ReadonlySet<string> = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'])

/**
 * What can be done with a transaction by the connected `account`: only a queued multisig transaction whose hashes,
 * recomputed in the browser, match the gateway's gets actions (confirm, execute, reject, replace, delete); none
 * before they are checked.
 */
export function planTxActions(
  tx: TransactionDetails,
  safe: SafeInfo,
  /** The hashes recomputed in the browser; undefined while they are computed. */
  check: HashCheck | undefined,
  account: string | undefined,
): TxActionsPlan {
  const exec = tx.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || tx.txHash !== null || !PENDING.has(tx.txStatus)) return { kind: 'none' }
  if (check === undefined) return { kind: 'checking' }
  if (check.kind !== 'checked' || !check.matches) return { kind: 'unverified' }
  const safeTx = safeTxFromDetails(tx)
  if (!safeTx || !safe.version || !isSupportedVersion(safe.version)) return { kind: 'none' }
  const owners = safe.owners.map((o) => o.value)
  const signatures = signaturesOf(tx)
  const rules = { threshold: safe.threshold, owners, executor: account }
  const accountIsOwner = isOwner(owners, account)
  const hasSigned = !!account && signatures.some((s) => s.owner.toLowerCase() === account.toLowerCase())
  const isNext = exec.nonce === safe.nonce
  const executable = canExecute(signatures, rules)
  return {
    kind: 'actions',
    safeTx,
    version: toSafeVersion(safe.version),
    signatures,
    rules,
    nonce: exec.nonce,
    safeTxHash: exec.safeTxHash,
    proposer: exec.proposer?.value ?? null,
    accountIsOwner,
    isNext,
    canConfirm: accountIsOwner && !hasSigned,
    cannotConfirm: !!account && !accountIsOwner && !executable,
    canExecuteNow: executable && isNext,
    waitsForEarlier: executable && !isNext,
  }
}
