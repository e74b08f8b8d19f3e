import { useCurrentSafe } from '../../services/currentSafe'
import { shortenAddress } from '../../ui/AddressView'
import { Blockie } from '../../ui/Blockie'
import { Menu } from '../../ui/icons'

/** The phone's bar above a Safe's page: which Safe this is, and the button that opens its navigation drawer. */
export function SafeDrawerToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { address, chain } = useCurrentSafe()
  return (
    <button
      type="button"
      className="safe-drawer-toggle"
      aria-expanded={open}
      aria-controls="safe-drawer"
      onClick={onToggle}
    >
      <Menu size={20} aria-hidden="true" />
      <span>Safe menu</span>
      <span className="safe-drawer-toggle__safe">
        <Blockie address={address} size={18} />
        <code>{shortenAddress(address)}</code>
        <span className="muted">{chain.chainName}</span>
      </span>
    </button>
  )
}
