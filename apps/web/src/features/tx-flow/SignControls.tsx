import type { ReactNode } from 'react'
import { errorMessage } from '../../errors'
import { ChainWriteStatus } from './ChainWriteStatus'
import type { SignWrites } from './useSignThenExecute'

/**
 * "Execute immediately" (when this signature can reach the threshold), the sign button and Approve on chain, then the
 * chain-write status and the error of whichever write failed.
 */
export function SignControls({
  writes,
  signLabel,
  offerExecute,
  disabled = false,
  notice,
  onSign,
  onApprove,
}: {
  writes: SignWrites
  signLabel: string
  offerExecute: boolean
  disabled?: boolean
  /** Shown above the buttons, e.g. why signing is not possible yet. */
  notice?: ReactNode
  onSign: () => void
  onApprove: () => void
}) {
  const off = writes.busy || disabled
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
      {notice}
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={off} onClick={onSign}>
          {writes.signing ? 'Signing…' : signLabel}
        </button>
        <button type="button" className="button" disabled={off} onClick={onApprove}>
          Approve on chain
        </button>
      </div>
      <ChainWriteStatus phase={writes.phase} />
      {writes.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(writes.error)}
        </p>
      ) : null}
    </>
  )
}
