import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safePath } from '../../../services/safePath'
import { AppIcon } from './AppIcon'
import type { AppEntry } from './appEntry'
import { appOrigin, openAppPath } from './appUrl'

const FEATURE_WORDS: Record<string, string> = { BATCHED_TRANSACTIONS: 'Batched transactions' }
const PLATFORM_WORDS: Record<string, string> = {
  TWITTER: 'X (Twitter)',
  GITHUB: 'GitHub',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
}

/** An app's details before opening it: what it is, where it runs, what it can do, where its makers are. */
export function AppDetailsDialog({ app, onClose }: { app: AppEntry; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const { shortName, address } = useCurrentSafe()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="app-details-title" onClose={onClose}>
      <div className="app-card__head">
        <AppIcon url={app.iconUrl} name={app.name} size={56} />
        <h2 id="app-details-title">{app.name}</h2>
      </div>
      <p>{app.description}</p>
      <dl className="app-details">
        <dt>Runs on</dt>
        <dd>
          <code>{appOrigin(app.url)}</code>
        </dd>
        <dt>Source</dt>
        <dd>{app.source === 'catalogue' ? 'Listed in the catalogue' : 'Added by you'}</dd>
        {app.features.length ? (
          <>
            <dt>Features</dt>
            <dd>{app.features.map((f) => FEATURE_WORDS[f] ?? f).join(', ')}</dd>
          </>
        ) : null}
        {app.developerWebsite ? (
          <>
            <dt>Developer</dt>
            <dd>
              <a href={app.developerWebsite} target="_blank" rel="noreferrer noopener">
                {app.developerWebsite}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {app.socialProfiles.length ? (
        <ul className="app-details__links" aria-label="Social links">
          {app.socialProfiles.map((p) => (
            <li key={p.url}>
              <a href={p.url} target="_blank" rel="noreferrer noopener">
                {PLATFORM_WORDS[p.platform] ?? p.platform}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="app-card__actions">
        <Link className="button button--primary" to={safePath(shortName, address, openAppPath(app.url))}>
          Open {app.name}
        </Link>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  )
}
