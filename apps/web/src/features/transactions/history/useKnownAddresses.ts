import type { TransactionSummary } from '@concord/gateway-client'
import { useMemo } from 'react'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useHistory, userTimeZone } from '../../../query/useTransactions'
import { useAddressBook } from '../../address-book'
import { sentToAddresses } from './findImitations'

/**
 * The addresses an attacker would imitate: the Safe's owners, the address book, and whom the Safe paid or called
 * (in the rows shown and in its latest outgoing page, which a filtered list may not show).
 */
export function useKnownAddresses(safe: string, shown: readonly TransactionSummary[]): string[] {
  const owners = useSafeInfo().data?.owners
  const { book } = useAddressBook()
  const outgoing = useHistory(userTimeZone(), { kind: 'outgoing' })
  return useMemo(() => {
    const recent = (outgoing.data?.pages[0]?.results ?? []).flatMap((item) =>
      item.type === 'TRANSACTION' ? [item.transaction] : [],
    )
    return [
      ...(owners ?? []).map((owner) => owner.value),
      ...Object.keys(book),
      ...sentToAddresses([...shown, ...recent], safe),
    ]
  }, [owners, book, outgoing.data, shown, safe])
}
