import { Link, Outlet, useParams } from 'react-router'
import { useApp } from '../../services/appContext'
import { CurrentSafeProvider } from '../../services/currentSafe'
import { AddressBookNames } from '../address-book'
import { BatchDrawer } from '../batch'
import { resolveSafeRoute } from './resolveSafeRoute'
import { SafeNav } from './SafeNav'
import { SafeSummary } from './SafeSummary'

/** Every page of one Safe: checks the URL, then the Safe's summary, navigation and the page. */
export function SafeLayout() {
  const { chains } = useApp()
  const route = resolveSafeRoute(useParams().safe, chains)
  if (!route.ok) {
    return (
      <section className="page" role="alert">
        <h1>{route.title}</h1>
        <p>{route.detail}</p>
        <Link className="button" to="/">
          Go to the welcome page
        </Link>
      </section>
    )
  }
  return (
    <CurrentSafeProvider value={route.safe}>
      <AddressBookNames>
        <div className="safe-layout">
          <aside className="safe-layout__side">
            <SafeSummary />
            <SafeNav />
            <BatchDrawer />
          </aside>
          <div className="safe-layout__page">
            <Outlet />
          </div>
        </div>
      </AddressBookNames>
    </CurrentSafeProvider>
  )
}
