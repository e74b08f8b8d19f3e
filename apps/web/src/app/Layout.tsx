import { Link, Outlet } from 'react-router'
import { LateNotificationBell } from '../features/notifications'
import { LateOfflineMode } from '../features/offline'
import { WalletBar, WrongNetworkBanner } from '../features/wallet'
import { useThemeContext } from '../ui/theme/ThemeContext'
import { ThemeToggle } from '../ui/theme/ThemeToggle'

/** The page frame: header with home link, theme toggle and wallet; the route below. */
export function Layout() {
  const { choice, toggle } = useThemeContext()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <Link to="/" className="header__brand">
          Concord
        </Link>
        <div className="header__actions">
          <ThemeToggle choice={choice} onToggle={toggle} />
          <LateNotificationBell />
          <WalletBar />
        </div>
      </header>
      <WrongNetworkBanner />
      <LateOfflineMode />
      <main id="main" className="main">
        <Outlet />
      </main>
    </div>
  )
}
