import { delegateCallPlace } from './findDelegateCalls'
import type { DelegateCallCheck } from './useDelegateCallCheck'

/**
 * Above a sign or execute button: each DELEGATECALL to untrusted code the transaction makes (target and place in the
 * batch), and one checkbox per target naming it and the risk. The button stays disabled until every box is ticked.
 */
export function DelegateCallGuard({ check }: { check: DelegateCallCheck }) {
  if (check.untrusted.length === 0) return null
  return (
    <fieldset className="banner banner--danger" aria-label="Untrusted delegate calls">
      <legend>
        <strong>This transaction runs code you have not trusted as your Safe.</strong>
      </legend>
      <ul>
        {check.untrusted.map((call) => (
          <li key={`${call.scope ?? ''}:${call.path.join('.')}:${call.unreadable}`}>
            {call.scope ? `${call.scope}, ` : ''}
            {delegateCallPlace(call.path)}:{' '}
            {call.unreadable ? (
              <>
                a batch for <code>{call.target}</code> that cannot be read, so nothing shows what it runs
              </>
            ) : (
              <>
                DELEGATE call to <code>{call.target}</code>
              </>
            )}
          </li>
        ))}
      </ul>
      {check.targets.map((target) => (
        <label className="field" key={target}>
          <span>
            <input
              type="checkbox"
              checked={check.acknowledged.has(target.toLowerCase())}
              onChange={(e) => check.setAcknowledged(target, e.target.checked)}
            />{' '}
            I understand this delegate call can take over the Safe: this transaction lets <code>{target}</code> run any
            code as your Safe (move every asset, change the owners), and I trust it.
          </span>
        </label>
      ))}
    </fieldset>
  )
}
