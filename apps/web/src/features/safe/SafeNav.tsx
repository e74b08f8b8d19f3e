import { NavLink } from 'react-router'

const LINKS = [
  ['home', 'Home'],
  ['transactions/new', 'New transaction'],
  ['balances', 'Assets'],
  ['balances/nfts', 'NFTs'],
  ['transactions/queue', 'Queue'],
  ['transactions/history', 'History'],
  ['transactions/messages', 'Messages'],
  ['apps', 'Apps'],
  ['address-book', 'Address book'],
  ['settings', 'Settings'],
] as const

/** The Safe's page links (relative, so the `shortName:address` segment is kept). */
export function SafeNav() {
  return (
    <nav aria-label="Safe pages" className="safe-nav">
      {LINKS.map(([to, label]) => (
        <NavLink key={to} to={to} end className="safe-nav__link">
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
