import { Link, Outlet } from 'react-router'
import { LateAddressBookSync } from '../features/address-book'
import { SessionProvider } from '../features/auth'
import { LateNotificationBell } from '../features/notifications'
import { LateOfflineMode } from '../features/offline'
import { WalletBar, WalletMenuItems, WrongNetworkBanner } from '../features/wallet-bar'
import { Menu, X } from '../ui/icons'
import { useThemeContext } from '../ui/theme/ThemeContext'
import { ThemeToggle } from '../ui/theme/ThemeToggle'
import { useDisclosure } from '../ui/useDisclosure'

/**
 * The page frame: a header with what an owner needs (home link, notifications, network and account) and a menu for
 * the rest (theme, the dev wallet's accounts); the route below. On a phone the wallet folds into the menu too, so the
 * header stays one line; everything stays mounted (the wallet keeps its state).
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
          {/* The wallet (network, account) in the header on a desktop, in the menu on a phone; the rest in the menu. */}
          <div id="header-menu" className={`header__actions${menu.open ? ' header__actions--open' : ''}`}>
            <WalletBar />
            <div className="header__more">
              <WalletMenuItems />
              <ThemeToggle choice={choice} onToggle={toggle} />
            </div>
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
