import { NavLink } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { WALLETCONNECT_PATH } from '../walletconnect'

const LINKS = [
  ['home', 'Home'],
  ['transactions/new', 'New transaction'],
  ['balances', 'Assets'],
  ['balances/nfts', 'NFTs'],
  ['balances/approvals', 'Approvals'],
  ['transactions/queue', 'Queue'],
  ['transactions/history', 'History'],
  ['transactions/messages', 'Messages'],
  ['transactions/offline', 'Offline transactions'],
  ['nested-safes', 'Nested Safes'],
  ['apps', 'Apps'],
  [WALLETCONNECT_PATH, 'Connect a dapp'],
  ['address-book', 'Address book'],
  ['settings', 'Settings'],
] as const

// Links whose pages have sub-pages of their own (settings/<tab>): they stay highlighted there. The others match their
// path exactly, since Assets' and New transaction's sub-pages are links of their own.
const SECTIONS: ReadonlySet<string> = new Set(['settings'])

/** The Safe's page links (relative, so the `shortName:address` segment is kept); Apps only where the chain has them. */
export function SafeNav() {
  const { chain } = useCurrentSafe()
  const links = chain.features.includes('SAFE_APPS') ? LINKS : LINKS.filter(([to]) => to !== 'apps')
  return (
    <nav aria-label="Safe pages" className="safe-nav">
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end={!SECTIONS.has(to)} className="safe-nav__link">
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
