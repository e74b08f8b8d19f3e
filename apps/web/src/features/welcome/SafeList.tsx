import { Link } from 'react-router'
import { EnsName } from '../../ens/EnsName'
import { useApp } from '../../services/appContext'
import { parseSafeParam, safePath } from '../../services/safePath'
import { shortenAddress } from '../../ui/AddressView'

/** A list of Safes as links to their home pages (with their ENS names), with an optional remove button per entry. */
export function SafeList({ entries, onRemove }: { entries: string[]; onRemove?: (entry: string) => void }) {
  const { chains } = useApp()
  return (
    <ul className="safe-list">
      {entries.map((entry) => {
        const parsed = parseSafeParam(entry)
        if (!parsed.ok) return null
        const chain = chains.find((c) => c.shortName === parsed.shortName)
        return (
          <li key={entry}>
            <Link to={safePath(parsed.shortName, parsed.address)}>
              <span className="chip">{parsed.shortName}</span> <code>{shortenAddress(parsed.address, 6)}</code>
            </Link>
            {chain ? <EnsName chain={chain} address={parsed.address} /> : null}
            {onRemove ? (
              <button type="button" className="button button--small" onClick={() => onRemove(entry)}>
                Remove
              </button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
