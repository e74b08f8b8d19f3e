import { Link } from 'react-router'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safePath } from '../../../services/safePath'
import { AppIcon } from './AppIcon'
import type { AppEntry } from './appEntry'
import { openAppPath } from './appUrl'

/** One app of the list: icon, name, description, tags; pin, details, open (and remove for apps the user added). */
export function AppCard({
  app,
  pinned,
  onTogglePin,
  onDetails,
  onRemove,
}: {
  app: AppEntry
  pinned: boolean
  onTogglePin: () => void
  onDetails: () => void
  onRemove?: (() => void) | undefined
}) {
  const { shortName, address } = useCurrentSafe()
  return (
    <li className="app-card card" aria-label={app.name}>
      <div className="app-card__head">
        <AppIcon url={app.iconUrl} name={app.name} />
        <h3>{app.name}</h3>
      </div>
      <p className="muted">{app.description}</p>
      {app.tags.length ? (
        <p className="app-card__tags">
          {app.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      <div className="app-card__actions">
        <Link className="button button--primary button--small" to={safePath(shortName, address, openAppPath(app.url))}>
          Open
        </Link>
        <button type="button" className="button button--small" onClick={onDetails}>
          Details
        </button>
        <button
          type="button"
          className="button button--small"
          aria-pressed={pinned}
          aria-label={`${pinned ? 'Unpin' : 'Pin'} ${app.name}`}
          onClick={onTogglePin}
        >
          {pinned ? 'Unpin' : 'Pin'}
        </button>
        {onRemove ? (
          <button type="button" className="button button--small" aria-label={`Remove ${app.name}`} onClick={onRemove}>
            Remove
          </button>
        ) : null}
      </div>
    </li>
  )
}
