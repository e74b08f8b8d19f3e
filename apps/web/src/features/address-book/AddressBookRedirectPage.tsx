import { Link, Navigate, useSearchParams } from 'react-router'
import { parseSafeParam } from '../../services/safePath'

/**
 * `/address-book?safe=shortName:0x…`, Safe{Wallet}'s address of the page: the address book of that Safe's chain.
 * Without a Safe, says where the book is.
 */
export function AddressBookRedirectPage() {
  const safe = parseSafeParam(useSearchParams()[0].get('safe') ?? '')
  if (safe.ok) return <Navigate to={`/${safe.shortName}:${safe.address}/address-book`} replace />
  return (
    <section className="page">
      <h1>Address book</h1>
      <p>The address book is kept per chain: open a Safe, then Address book in its navigation.</p>
      <Link className="button" to="/">
        Go to the welcome page
      </Link>
    </section>
  )
}
