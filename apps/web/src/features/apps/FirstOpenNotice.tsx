import { useState } from 'react'
import { AppIcon } from './AppIcon'
import type { AppEntry } from './appEntry'
import { KNOWN_FEATURES } from './browserFeatures'

/**
 * The notice shown the first time an app is opened: it is a third-party app, what it can and cannot do, and the
 * browser features it asks for (each off until the user ticks it).
 */
export function FirstOpenNotice({
  app,
  origin,
  onAccept,
}: {
  app: AppEntry
  origin: string
  onAccept: (grantedFeatures: string[]) => void
}) {
  const requested = app.browserFeatures.filter((f) => KNOWN_FEATURES.has(f))
  const [granted, setGranted] = useState<string[]>([])
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
