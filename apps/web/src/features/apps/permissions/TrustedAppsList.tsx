import { useState } from 'react'
import { forgetNotice, noticesRead } from './firstOpenNotice'

/**
 * Settings → Apps, in the Apps card: the apps opened after their notice (trusted in this browser), each revocable: the notice, with its
 * browser features, is asked again the next time the app opens.
 */
export function TrustedAppsList() {
  const [trusted, setTrusted] = useState(noticesRead)
  return (
    <div>
      <h3>Trusted apps</h3>
      {trusted.length === 0 ? (
        <p className="muted">No app was opened past its notice in this browser.</p>
      ) : (
        <ul className="app-permissions">
          {trusted.map((key) => (
            <li key={key}>
              <code>{key}</code>{' '}
              <button
                type="button"
                className="button button--small"
                aria-label={`Stop trusting ${key}`}
                onClick={() => {
                  forgetNotice(key)
                  setTrusted(noticesRead())
                }}
              >
                Stop trusting
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
