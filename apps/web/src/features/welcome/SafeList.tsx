import { useApp } from '../../services/appContext'
import { parseSafeParam } from '../../services/safePath'
import { SafeCard } from './SafeCard'

/** A list of Safes as cards linking to their home pages, with an optional remove button per entry. */
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
            {chain ? (
              <SafeCard chain={chain} address={parsed.address} />
            ) : (
              <span className="muted">
                {entry}: this gateway does not serve the chain “{parsed.shortName}”.
              </span>
            )}
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
