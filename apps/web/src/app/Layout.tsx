import { Link, Outlet } from 'react-router'
import { LateAddressBookSync } from '../features/address-book'
import { SessionProvider } from '../features/auth'
import { LateNotificationBell } from '../features/notifications'
import { LateOfflineMode } from '../features/offline'
import { WalletBar, WrongNetworkBanner } from '../features/wallet-bar'
import { Menu, X } from '../ui/icons'
import { useThemeContext } from '../ui/theme/ThemeContext'
import { ThemeToggle } from '../ui/theme/ThemeToggle'
import { useDisclosure } from '../ui/useDisclosure'

/**
 * The page frame: header with home link, theme toggle and wallet; the route below. On a phone the theme and wallet
 * fold into a menu under one button, so the header stays one line; they stay mounted (the wallet keeps its state).
 * The gateway session is read here, for the header's buttons and the address book's sync, before RainbowKit loads.
 */
export function Layout() {
  const { choice, toggle } = useThemeContext()
  const menu = useDisclosure()
  return (
    <SessionProvider>
      <LateAddressBookSync />
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="header">
          <Link to="/" className="header__brand">
            Concord
          </Link>
          {/* Outside the menu: what needs the owner stays in sight on a phone too. */}
          <LateNotificationBell />
          <button
            type="button"
            className="icon-button header__menu-toggle"
            aria-expanded={menu.open}
            aria-controls="header-menu"
            aria-label={menu.open ? 'Close the wallet menu' : 'Wallet and settings'}
            onClick={menu.toggle}
          >
            {menu.open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
          <div id="header-menu" className={`header__actions${menu.open ? ' header__actions--open' : ''}`}>
            <ThemeToggle choice={choice} onToggle={toggle} />
            <WalletBar />
          </div>
        </header>
        <WrongNetworkBanner />
        <LateOfflineMode />
        <main id="main" className="main">
          <Outlet />
        </main>
      </div>
    </SessionProvider>
  )
}
