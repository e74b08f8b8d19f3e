import { lookAlikeText } from './lookAlikeText'
import type { RecipientCheck } from './useRecipientCheck'

/**
 * Above a sign or execute button: each recipient that looks like an address the user or the Safe knows, both side by
 * side, and the one checkbox that lets the button go. Address poisoning works because the copy reads the same at a
 * glance, so the user must compare them letter by letter and say so.
 */
export function LookAlikeGuard({ check }: { check: RecipientCheck }) {
  if (check.lookAlikes.length === 0) return null
  return (
    <fieldset className="banner banner--danger" aria-label="Look-alike recipients">
      <legend>
        <strong>A recipient looks like an address you know, but is another address.</strong>
      </legend>
      <ul>
        {check.lookAlikes.map((found) => (
          <li key={`${found.scope ?? ''}:${found.batchIndex}:${found.role}:${found.address}`}>
            {found.scope ? `In ${found.scope}: ` : null}
            {lookAlikeText(found)}. Full addresses: <code>{found.address}</code> (this transaction) and{' '}
            <code>{found.like.address}</code> (known).
          </li>
        ))}
      </ul>
      <label className="field">
        <span>
          <input type="checkbox" checked={check.confirmed} onChange={(e) => check.setConfirmed(e.target.checked)} /> I
          checked, this is the right address
        </span>
      </label>
    </fieldset>
  )
}
