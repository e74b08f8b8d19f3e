import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { useStartReview } from '../../tx-draft/useStartReview'
import { planNestedSafe } from './planNestedSafe'

/** A random salt nonce (32 bits is plenty here: the parent is an owner, so its Safes differ by owners and salt). */
function randomSalt(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
}

/** "Create nested Safe": other owners, threshold and salt; Review proposes the creation as a transaction of the parent. */
export function CreateNestedSafeForm({ parent, parentVersion }: { parent: Address; parentVersion: string | null }) {
  const startReview = useStartReview()
  const [otherOwners, setOtherOwners] = useState('')
  const [threshold, setThreshold] = useState(1)
  const [saltNonce, setSaltNonce] = useState(randomSalt)
  const [errors, setErrors] = useState<string[]>([])
  const ownerCount = 1 + otherOwners.split(/[\s,]+/).filter(Boolean).length
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const plan = planNestedSafe(parent, parentVersion, { otherOwners, threshold, saltNonce })
    if (!plan.ok) return setErrors(plan.errors)
    setErrors([])
    startReview(plan.draft)
  }
  return (
    <form className="card" aria-label="Create nested Safe" onSubmit={submit}>
      <h2>Create nested Safe</h2>
      <p className="muted">This Safe is its first owner. Add other owners if the nested Safe should have more.</p>
      <div className="field">
        <label htmlFor="nested-owners">Other owners (optional, one address per line)</label>
        <textarea id="nested-owners" value={otherOwners} onChange={(e) => setOtherOwners(e.target.value)} rows={3} />
      </div>
      <div className="field">
        <label htmlFor="nested-threshold">Threshold</label>
        <select id="nested-threshold" value={threshold} onChange={(e) => setThreshold(Number(e.target.value))}>
          {Array.from({ length: ownerCount }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} out of {ownerCount}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="nested-salt">Salt nonce</label>
        <input id="nested-salt" value={saltNonce} onChange={(e) => setSaltNonce(e.target.value)} />
      </div>
      {errors.length > 0 ? (
        // The alert wraps the list: a list given role="alert" would lose its list semantics (axe: listitem).
        <div role="alert" className="field__error">
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Review
        </button>
      </div>
    </form>
  )
}
