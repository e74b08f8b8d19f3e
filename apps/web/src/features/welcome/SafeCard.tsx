import type { ChainInfo } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { EnsName } from '../../ens/EnsName'
import { balancesQuery, safeInfoQuery } from '../../query/gatewayQueries'
import { useCurrency } from '../../query/useBalances'
import { useApp } from '../../services/appContext'
import { safePath } from '../../services/safePath'
import { shortenAddress } from '../../ui/AddressView'
import { Blockie } from '../../ui/Blockie'
import { formatTotalFiat } from '../../ui/formatAmounts'

/**
 * One Safe on the welcome page: its blockie, ENS name, chain, short address, threshold and total balance in the
 * user's currency; the whole card opens its home. Figures still loading show a dash. Not the address book's name:
 * the address-book feature brings the sign-in (RainbowKit) with it, which the welcome page loads only later.
 */
export function SafeCard({ chain, address }: { chain: ChainInfo; address: Address }) {
  const { gateway } = useApp()
  const [currency] = useCurrency()
  const info = useQuery(safeInfoQuery(gateway, chain.chainId, address))
  const balances = useQuery(balancesQuery(gateway, chain.chainId, address, currency))
  return (
    <Link to={safePath(chain.shortName, address)} className="safe-card">
      <Blockie address={address} size={32} />
      <span className="safe-card__who">
        <span className="safe-card__name">
          <EnsName chain={chain} address={address} />
        </span>
        <span className="safe-card__address">
          <span className="chip">{chain.chainName}</span> <code>{shortenAddress(address, 6)}</code>
        </span>
      </span>
      <span className="safe-card__figures">
        <span className="safe-card__total">
          {balances.data ? formatTotalFiat(balances.data.items, balances.data.fiatTotal, currency) : '—'}
        </span>
        <span className="muted">
          {info.data ? `${info.data.threshold}/${info.data.owners.length} owners` : info.isError ? 'not loaded' : '—'}
        </span>
      </span>
    </Link>
  )
}
