import { lazy } from 'react'
import { AfterPageSettles } from '../../services/AfterPageSettles'

const AddressBookSync = lazy(() => import('./AddressBookSync').then((m) => ({ default: m.AddressBookSync })))

/**
 * The address book's sync with the gateway (see AddressBookSync), started once the page has settled. Syncing needs
 * the session, which is read then too: never needed to paint a page.
 */
export function LateAddressBookSync() {
  return (
    <AfterPageSettles>
      <AddressBookSync />
    </AfterPageSettles>
  )
}
