import { Link } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'

/**
 * While the gateway cannot be reached: where this review goes on, Offline transactions, with the nonce chosen here
 * (there it is signed, then shared as a link or file, executed, or proposed once the gateway is back).
 */
export function OfflineSignLink({ gatewayDown, nonce }: { gatewayDown: boolean; nonce: bigint | null }) {
  const { shortName, address } = useCurrentSafe()
  if (!gatewayDown) return null
  const page = nonce === null ? 'transactions/offline' : `transactions/offline?nonce=${nonce}`
  return (
    <p className="banner banner--warning" role="note" aria-label="Gateway unreachable">
      The gateway cannot be reached, and signing here proposes to it. Sign this transaction on{' '}
      <Link to={safePath(shortName, address, page)}>Offline transactions</Link>
      {nonce === null ? ' (choose a valid nonce first)' : ` at nonce ${nonce}`}, then share it with the other owners as
      a link or file.
    </p>
  )
}
