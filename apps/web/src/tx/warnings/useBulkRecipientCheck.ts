import { useMemo, useState } from 'react'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressBookEntries, useAddressNameLookup } from '../../ui/AddressNames'
import { flattenCalls } from '../review/flattenCalls'
import { knownAddresses, lookAlikeOf } from './lookAlikes'
import { type Recipient, recipientsOf } from './recipientsOf'
import { useCounterparties } from './useCounterparties'
import type { CheckedTx } from './useDelegateCallCheck'
import { type RecipientCheck, recipientBlockedBy } from './useRecipientCheck'

/**
 * useRecipientCheck for several transactions at once (bulk execution): every address each of them pays, calls or
 * installs is checked against the address book, the owners and the Safe's counterparties, and each look-alike is
 * named with its transaction (`scope`, "transaction #5"). One confirmation covers them all, as one button runs them.
 */
export function useBulkRecipientCheck(txs: readonly CheckedTx[], verb: string): RecipientCheck {
  const { address: safe } = useCurrentSafe()
  const book = useAddressBookEntries()
  const lookup = useAddressNameLookup()
  const info = useSafeInfo().data
  const [confirmed, setConfirmed] = useState(false)
  const scoped = useMemo(
    () =>
      txs.flatMap(({ scope, call }) =>
        recipientsOf(safe, flattenCalls({ ...call, data: call.data ?? '0x', value: 0n })).map(
          (r): Recipient & { scope: string | null } => ({ ...r, scope }),
        ),
      ),
    [safe, txs],
  )
  const counterparties = useCounterparties(scoped.map((r) => r.address))
  const known = knownAddresses(
    book,
    (info?.owners ?? []).map((o) => o.value),
    lookup,
  )
  const lookAlikes = scoped.flatMap((r) => {
    const like = lookAlikeOf(r.address, known, counterparties.of(r.address), lookup)
    return like ? [{ ...r, like }] : []
  })
  return {
    recipients: scoped,
    counterparties,
    lookAlikes,
    confirmed,
    setConfirmed,
    blockedBy: recipientBlockedBy({ loading: counterparties.loading, lookAlikes: lookAlikes.length, confirmed, verb }),
  }
}
