import { Link, Outlet, useParams } from 'react-router'
import { useApp } from '../../services/appContext'
import { CurrentSafeProvider } from '../../services/currentSafe'
import { InLaterTask } from '../../ui/InLaterTask'
import { useDisclosure } from '../../ui/useDisclosure'
import { AddressBookNames } from '../address-book'
import { LateBatchDrawer } from '../batch'
import { LateSafeNotices } from './LateSafeNotices'
import { resolveSafeRoute } from './resolveSafeRoute'
import { SafeDrawerToggle } from './SafeDrawerToggle'
import { SafeNav } from './SafeNav'
import { SafeSummary } from './SafeSummary'

/**
 * Every page of one Safe: checks the URL, then the Safe's summary, navigation and the page. On a phone the summary
 * and navigation are a drawer, opened from a bar above the page.
 */
export function SafeLayout() {
  const { chains } = useApp()
  const route = resolveSafeRoute(useParams().safe, chains)
  const drawer = useDisclosure()
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
          <SafeDrawerToggle open={drawer.open} onToggle={drawer.toggle} />
          <aside id="safe-drawer" className={`safe-layout__side${drawer.open ? ' safe-layout__side--open' : ''}`}>
            {/* The page paints first; the summary and navigation follow in a task of their own. */}
            <InLaterTask>
              <SafeSummary />
              <SafeNav />
              <LateBatchDrawer />
            </InLaterTask>
          </aside>
          {drawer.open ? (
            <button
              type="button"
              className="safe-layout__scrim"
              aria-label="Close the navigation"
              onClick={drawer.close}
            />
          ) : null}
          <div className="safe-layout__page">
            <LateSafeNotices />
            <Outlet />
          </div>
        </div>
      </AddressBookNames>
    </CurrentSafeProvider>
  )
}
