import { lazy, Suspense } from 'react'
import { usePageSettled } from '../../services/afterPageSettles'

// Syncing needs a session and its first read comes with the gateway's answer: never needed to paint a page.
const AddressBookSync = lazy(() => import('./AddressBookSync').then((m) => ({ default: m.AddressBookSync })))

/** The address book's sync with the gateway (see AddressBookSync), started once the page has settled. */
export function LateAddressBookSync() {
  const settled = usePageSettled()
  return settled ? (
    <Suspense fallback={null}>
      <AddressBookSync />
    </Suspense>
  ) : null
}
