import type { NonceCheck } from './nonceCheck'

/** The nonce (editable unless the flow fixed it), the recommended one, its warning, and the safeTxGas estimate. */
export function NoncePanel({
  value,
  fixed,
  recommended,
  check,
  safeTxGas,
  onChange,
}: {
  value: string
  fixed: boolean
  recommended: number | undefined
  check: NonceCheck | null
  safeTxGas: string
  onChange: (value: string) => void
}) {
  const usable = check?.kind === 'gap' || check?.kind === 'replaces'
  return (
    <section className="card" aria-label="Nonce and gas">
      <h2>Nonce and gas</h2>
      <label className="field">
        <span>Nonce</span>
        <input value={value} inputMode="numeric" disabled={fixed} onChange={(e) => onChange(e.target.value)} />
      </label>
      {recommended !== undefined ? <p className="muted">Recommended nonce: {recommended}</p> : null}
      {check && check.kind !== 'ok' ? (
        <p className={usable ? 'banner banner--warning' : 'field__error'} role="alert">
          {check.message}
        </p>
      ) : null}
      <p>safeTxGas: {safeTxGas}</p>
    </section>
  )
}
