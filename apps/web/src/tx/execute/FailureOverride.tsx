import { type ReactNode, useState } from 'react'

/**
 * Holds back the controls that sign or execute a transaction the simulation says will fail: the reason in words and
 * an explicit "sign anyway" / "execute anyway" that the user must tick before the controls appear.
 */
export function FailureOverride({
  failure,
  verb,
  children,
}: {
  /** Why it will fail, in words; null when it will not (the controls show as they are). */
  failure: string | null
  verb: 'sign' | 'execute'
  children: ReactNode
}) {
  const [accepted, setAccepted] = useState(false)
  if (failure === null) return <>{children}</>
  return (
    <>
      <div className="banner banner--danger" role="alert">
        <strong>The simulation says this transaction will fail:</strong> {failure}.{' '}
        {verb === 'sign'
          ? 'Signing it only makes sense to use up its nonce or if you know the chain will change first.'
          : 'Executing it spends gas and uses up its nonce for nothing.'}
        <label className="field">
          <span>
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />{' '}
            {verb === 'sign'
              ? 'Sign anyway — this transaction would fail if executed now'
              : 'Execute anyway — it will fail, spend gas and use up its nonce'}
          </span>
        </label>
      </div>
      {accepted ? children : null}
    </>
  )
}
