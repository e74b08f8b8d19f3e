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
import type { SignWrites } from './useSignThenExecute'

/**
 * "Execute immediately" (when this signature can reach the threshold), the sign button and Approve on chain, then the
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
  offerExecute: boolean
  disabled?: boolean
  /** Shown above the buttons, e.g. why signing is not possible yet. */
  notice?: ReactNode
  onSign: () => void
  onApprove: () => void
}) {
  const delegates = useDelegateCallCheck(useCheckedTx(tx), version, 'sign')
  const recipients = useRecipientCheck(tx, 'sign')
  const off = writes.busy || disabled || delegates.blockedBy !== null || recipients.blockedBy !== null
  return (
    <>
      {offerExecute ? (
        <label className="field">
          <span>
            <input
              type="checkbox"
              checked={writes.executeNow}
              onChange={(e) => writes.setExecuteNow(e.target.checked)}
            />{' '}
            Execute immediately (your signature reaches the threshold)
          </span>
        </label>
      ) : null}
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
