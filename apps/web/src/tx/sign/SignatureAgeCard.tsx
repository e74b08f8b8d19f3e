import { useState } from 'react'
import { useSignatureMaxAge } from './useSignatureMaxAge'

/** Settings: the age after which executing with a signature warns (signatures do not expire on chain). */
export function SignatureAgeCard() {
  const [maxAge, setMaxAge] = useSignatureMaxAge()
  const [text, setText] = useState(String(maxAge))
  const valid = /^\d{1,4}$/.test(text)
  return (
    <section className="card" aria-label="Signature age">
      <h2>Signature age</h2>
      <p className="muted">
        A signature stays valid on chain until its nonce is used, even when the owner has changed their mind. Executing
        with a signature older than this warns first (0: never).
      </p>
      <label className="field">
        <span>Warn about signatures older than (days)</span>
        <input
          value={text}
          inputMode="numeric"
          onChange={(e) => {
            setText(e.target.value)
            if (/^\d{1,4}$/.test(e.target.value)) setMaxAge(Number(e.target.value))
          }}
        />
      </label>
      {valid ? null : (
        <p className="field__error" role="alert">
          Enter a whole number of days (0 to 9999).
        </p>
      )}
    </section>
  )
}
