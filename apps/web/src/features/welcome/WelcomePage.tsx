import { Link } from 'react-router'
import { EmptyState, Loading } from '../../ui/States'
import { isStringArray, usePersistentState } from '../../ui/usePersistentState'
import { LoadSafeForm } from './LoadSafeForm'
import { SafeAccounts } from './SafeAccounts'
import { useOwnedSafes } from './useOwnedSafes'
import { addToWatchlist, removeFromWatchlist } from './watchlist'

/** The start page: your Safes on every chain, your watchlist, and "load any Safe". */
export function WelcomePage() {
  const owned = useOwnedSafes()
  const [watchlist, setWatchlist] = usePersistentState<string[]>('concord.watchlist', [], isStringArray)
  return (
    <section className="page welcome">
      <h1>Welcome to Concord</h1>
      <p className="muted">A multi-signature wallet for Safe accounts.</p>
      <p>
        <Link className="button button--primary" to="/new-safe">
          Create a Safe
        </Link>
      </p>
      <div className="grid">
        <div className="card">
          <h2>My Safes</h2>
          {!owned.connected ? (
            <EmptyState>Connect a wallet to see the Safes it owns.</EmptyState>
          ) : owned.loading ? (
            <Loading what="your Safes" />
          ) : owned.safes.length ? (
            <SafeAccounts entries={owned.safes.map((s) => s.key)} />
          ) : owned.failed.length ? null : (
            <EmptyState action={{ label: 'Create your first Safe', to: '/new-safe' }}>
              This wallet owns no Safe on the networks of this gateway.
            </EmptyState>
          )}
          {owned.failed.length ? (
            <p role="alert">The gateway could not list your Safes on: {owned.failed.join(', ')}.</p>
          ) : null}
        </div>
        <div className="card">
          <h2>Watchlist</h2>
          {watchlist.length ? (
            <SafeAccounts entries={watchlist} onRemove={(e) => setWatchlist(removeFromWatchlist(watchlist, e))} />
          ) : (
            <EmptyState>No Safes watched yet. Load one below and add it.</EmptyState>
          )}
        </div>
        <LoadSafeForm onWatch={(entry) => setWatchlist(addToWatchlist(watchlist, entry))} />
      </div>
    </section>
  )
}
