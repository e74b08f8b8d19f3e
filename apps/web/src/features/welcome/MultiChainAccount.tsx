import { Link } from 'react-router'
import { safePath } from '../../services/safePath'
import { shortenAddress } from '../../ui/AddressView'
import { formatFiat } from '../../ui/formatAmounts'
import type { MultiChainEntries } from './groupByAddress'
import { type ChainRow, useSafeAcrossChains } from './useSafeAcrossChains'

type RowProps = { row: ChainRow; address: string; currency: string; onRemove?: ((entry: string) => void) | undefined }

function ChainRowView({ row, address, currency, onRemove }: RowProps) {
  const { info } = row
  return (
    <tr>
      <th scope="row">
        <Link to={safePath(row.shortName, address)}>
          <span className="chip">{row.shortName}</span> {row.chainName}
        </Link>
      </th>
      {info === null ? (
        <td colSpan={4}>{row.failed ? 'The gateway could not read this Safe here.' : 'Loading…'}</td>
      ) : (
        <>
          <td>
            {info.threshold} of {info.owners.length}
          </td>
          <td>{info.owners.length}</td>
          <td>{info.nonce}</td>
          <td>{row.fiatTotal === null ? '—' : formatFiat(row.fiatTotal, currency)}</td>
        </>
      )}
      {onRemove ? (
        <td>
          <button type="button" className="button button--small" onClick={() => onRemove(row.entry)}>
            Remove
          </button>
        </td>
      ) : null}
    </tr>
  )
}

/**
 * One Safe address listed on several chains, shown as one account: a row per chain (threshold, owners, nonce,
 * balance; a remove button per chain in the watchlist) and, when owners or threshold differ between chains, a warning that says how.
 */
export function MultiChainAccount({
  account,
  onRemove,
}: {
  account: MultiChainEntries
  onRemove?: ((entry: string) => void) | undefined
}) {
  const { rows, currency, warnings } = useSafeAcrossChains(account)
  const label = `Safe ${account.address} on ${rows.length} chains`
  return (
    <li className="multi-chain-account" aria-label={label}>
      <p>
        <code>{shortenAddress(account.address, 6)}</code> on {rows.map((r) => r.shortName).join(', ')}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Threshold</th>
            <th scope="col">Owners</th>
            <th scope="col">Nonce</th>
            <th scope="col">Balance</th>
            {onRemove ? <th scope="col">Watchlist</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ChainRowView key={row.entry} row={row} address={account.address} currency={currency} onRemove={onRemove} />
          ))}
        </tbody>
      </table>
      {warnings.map((warning) => (
        <p key={warning} role="alert" className="banner banner--warning">
          {warning}
        </p>
      ))}
    </li>
  )
}
