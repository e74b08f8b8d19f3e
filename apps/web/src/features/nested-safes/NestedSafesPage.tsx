import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ownedSafesQuery } from '../../query/gatewayQueries'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { AddressView } from '../../ui/AddressView'
import { QueryView } from '../../ui/QueryView'
import { EmptyState } from '../../ui/States'
import { CreateNestedSafeForm } from './CreateNestedSafeForm'

// A nested Safe appears once the parent's creation transaction is executed and indexed; the parent's event stream
// refreshes the list on execution, this poll catches the index a few blocks later.
const REFRESH_MS = 5000

/** The Safes this Safe owns (nested Safes), each opening its own pages, and the form that creates one. */
export function NestedSafesPage() {
  const { gateway } = useApp()
  const { chain, address, shortName } = useCurrentSafe()
  const info = useSafeInfo()
  const query = useQuery({ ...ownedSafesQuery(gateway, chain.chainId, address), refetchInterval: REFRESH_MS })
  return (
    <section className="page">
      <h1>Nested Safes</h1>
      <p className="muted">
        Safes this Safe is an owner of. Its owners act in them through this Safe: a nested Safe's transaction counts
        this Safe's confirmation once this Safe approves it.
      </p>
      <QueryView query={query} what="the nested Safes">
        {({ safes }) =>
          safes.length === 0 ? (
            <EmptyState>
              This Safe owns no other Safe yet. Create a nested Safe below: this Safe proposes its creation, and it
              shows here once executed.
            </EmptyState>
          ) : (
            <ul className="card" aria-label="Nested Safes">
              {safes.map((safe) => (
                <li key={safe}>
                  <AddressView value={safe} />{' '}
                  <Link to={safePath(shortName, safe)} className="button">
                    Open
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {info.data ? <CreateNestedSafeForm parent={address} parentVersion={info.data.version} /> : null}
    </section>
  )
}
