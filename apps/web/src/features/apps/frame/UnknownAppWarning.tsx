import { useState } from 'react'
import { Link } from 'react-router'

/** Shown before an app that is neither in the catalogue nor added by the user: its origin, and an explicit consent. */
export function UnknownAppWarning({
  origin,
  appsHref,
  onConsent,
}: {
  origin: string
  appsHref: string
  onConsent: () => void
}) {
  const [checked, setChecked] = useState(false)
  return (
    <section className="card banner--danger" aria-labelledby="unknown-app-title">
      <h2 id="unknown-app-title">This app is not in the catalogue</h2>
      <p>
        The link opens an app from <strong>{origin}</strong>, which is neither listed in this wallet's catalogue nor one
        of the apps you added. An app can ask you to sign transactions that move the Safe's funds: open it only if you
        trust <strong>{origin}</strong> and you know where this link comes from.
      </p>
      <label className="field field--inline">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <span>I trust {origin} and want to open this app</span>
      </label>
      <div className="app-card__actions">
        <button type="button" className="button button--danger" disabled={!checked} onClick={onConsent}>
          Open anyway
        </button>
        <Link className="button" to={appsHref}>
          Back to apps
        </Link>
      </div>
    </section>
  )
}
