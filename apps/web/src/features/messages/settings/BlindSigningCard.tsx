import { useBlindSigning } from './messageSettings'

/** Settings: allow signing bare 32-byte hashes (off by default: what they approve cannot be read). */
export function BlindSigningCard() {
  const [enabled, setEnabled] = useBlindSigning()
  return (
    <section className="card" aria-label="Blind signing">
      <h2>Blind signing</h2>
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Allow signing
        messages that are only a 32-byte hash
      </label>
      <p className="muted">
        A bare hash says nothing about what it approves: sign one only when you computed it yourself. This setting is
        kept in this browser.
      </p>
    </section>
  )
}
