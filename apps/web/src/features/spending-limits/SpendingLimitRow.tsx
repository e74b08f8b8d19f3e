import type { SpendingLimit } from '@concord/gateway-client'
import { AddressView } from '../../ui/AddressView'
import { periodWords, resetWords, tokenAmount } from './describeLimit'
import type { LimitToken } from './tokenDirectory'

/** One limit: beneficiary, spent of amount per period, when it resets; and Remove for owners. */
export function SpendingLimitRow({
  limit,
  token,
  onRemove,
}: {
  limit: SpendingLimit
  token: LimitToken
  onRemove: (() => void) | null
}) {
  const spent = tokenAmount(BigInt(limit.spent), token)
  const amount = tokenAmount(BigInt(limit.amount), token)
  return (
    <li aria-label={`Spending limit of ${limit.beneficiary} in ${token.symbol}`}>
      <AddressView value={limit.beneficiary} short />
      <span>
        {' '}
        {spent} spent of {amount}
        {periodWords(limit.resetTimeMin)}
      </span>
      <span className="muted"> · {resetWords(limit.nextResetAt)}</span>
      {onRemove ? (
        <button type="button" className="button" onClick={onRemove}>
          Remove
        </button>
      ) : null}
    </li>
  )
}
