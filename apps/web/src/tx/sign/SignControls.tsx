import type { SafeVersion } from '@concord/protocol'
import type { ReactNode } from 'react'
import { SafeChainGate } from '../../connection/SafeChainGate'
import { errorMessage } from '../../errors'
import { ChainWriteStatus } from '../execute/ChainWriteStatus'
import { DelegateCallGuard } from '../warnings/DelegateCallGuard'
import type { CallLike } from '../warnings/findDelegateCalls'
import { LookAlikeGuard } from '../warnings/LookAlikeGuard'
import { useCheckedTx, useDelegateCallCheck } from '../warnings/useDelegateCallCheck'
import { useRecipientCheck } from '../warnings/useRecipientCheck'
import { ExecuteNowOption, type ExecuteNowPlan } from './ExecuteNowOption'
import type { SignWrites } from './useSignThenExecute'

/**
 * "Execute immediately" with its fee (when this signature can reach the threshold), the sign button and Approve on chain, then the
 * chain-write status and the error of whichever write failed. Every screen that signs goes through here, so a
 * DELEGATECALL to untrusted code anywhere in `tx` blocks both buttons until the user consents to each target.
 */
export function SignControls({
  tx,
  version,
  writes,
  signLabel,
  offerExecute,
  disabled = false,
  notice,
  onSign,
  onApprove,
}: {
  /** The transaction signed (its calldata is checked for delegate calls); null while it is not settled. */
  tx: CallLike | null
  version: SafeVersion | null
  writes: SignWrites
  signLabel: string
  /** The transaction this signature can execute right after (null: it does not reach the threshold, or not next). */
  offerExecute: ExecuteNowPlan | null
  disabled?: boolean
  /** Shown above the buttons, e.g. why signing is not possible yet. */
  notice?: ReactNode
  onSign: () => void
  onApprove: () => void
}) {
  const delegates = useDelegateCallCheck(useCheckedTx(tx), version, 'sign')
  const recipients = useRecipientCheck(tx, 'sign')
  const badFees = offerExecute !== null && writes.executeNow && !writes.fee.parsed.ok
  const off = writes.busy || disabled || badFees || delegates.blockedBy !== null || recipients.blockedBy !== null
  return (
    <>
      {offerExecute ? <ExecuteNowOption plan={offerExecute} version={version} writes={writes} /> : null}
      <DelegateCallGuard check={delegates} />
      <LookAlikeGuard check={recipients} />
      {notice}
      {delegates.blockedBy ? <p className="field__error">{delegates.blockedBy}</p> : null}
      {recipients.blockedBy ? <p className="field__error">{recipients.blockedBy}</p> : null}
      <SafeChainGate>
        <div className="form__actions">
          <button type="button" className="button button--primary" disabled={off} onClick={onSign}>
            {writes.signing ? 'Signing…' : signLabel}
          </button>
          <button type="button" className="button" disabled={off} onClick={onApprove}>
            Approve on chain
          </button>
        </div>
      </SafeChainGate>
      <ChainWriteStatus phase={writes.phase} />
      {writes.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(writes.error)}
        </p>
      ) : null}
    </>
  )
}
