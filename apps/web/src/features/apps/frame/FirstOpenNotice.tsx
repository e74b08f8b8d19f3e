import { useState } from 'react'
import { AppIcon } from '../catalogue/AppIcon'
import type { AppEntry } from '../catalogue/appEntry'
import { grantedFeatures, KNOWN_FEATURES } from '../permissions/browserFeatures'

/**
 * The notice shown the first time an app is opened (and again when it asks for `newFeatures`): it is a third-party
 * app, what it can and cannot do, and the browser features it asks for (each off until the user ticks it; those
 * granted before stay ticked).
 */
export function FirstOpenNotice({
  app,
  origin,
  newFeatures,
  onAccept,
}: {
  app: AppEntry
  origin: string
  newFeatures: readonly string[]
  onAccept: (grantedFeatures: string[]) => void
}) {
  const requested = app.browserFeatures.filter((f) => KNOWN_FEATURES.has(f))
  const [granted, setGranted] = useState<string[]>(() => grantedFeatures(origin).filter((f) => requested.includes(f)))
  const toggle = (feature: string, on: boolean) =>
    setGranted(on ? [...granted, feature] : granted.filter((f) => f !== feature))
  return (
    <section className="card" aria-labelledby="first-open-title">
      <div className="app-card__head">
        <AppIcon url={app.iconUrl} name={app.name} />
        <h2 id="first-open-title">Before you open {app.name}</h2>
      </div>
      <p>
        {app.name} is a third-party app running on <code>{origin}</code>, not part of this wallet. It can read this
        Safe's address, owners and balances. Every transaction it asks for opens this wallet's review screen first, and
        it sees your address book only if you allow it.
      </p>
      {newFeatures.length ? (
        <p role="status">
          {app.name} now asks for {newFeatures.length === 1 ? 'a browser feature' : 'browser features'} it did not ask
          for when you last opened it: {newFeatures.join(', ')}.
        </p>
      ) : null}
      {requested.length ? (
        <fieldset className="field">
          <legend>The app asks to use these browser features; allow only those you need:</legend>
          {requested.map((feature) => (
            <label key={feature} className="field--inline">
              <input
                type="checkbox"
                checked={granted.includes(feature)}
                onChange={(e) => toggle(feature, e.target.checked)}
              />
              <span>{feature}</span>
              {newFeatures.includes(feature) ? <span className="tag">New</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="button" className="button button--primary" onClick={() => onAccept(granted)}>
        Continue to {app.name}
      </button>
    </section>
  )
}
