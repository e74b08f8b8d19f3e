import type { SafeInfo } from '@concord/gateway-client'
import { Link } from 'react-router'
import { healthChecks } from './healthChecks'
import { useHealthInput } from './useHealthInput'

/**
 * The Safe's security health (Safe's Security Hub): each weakness found — outdated version, a threshold of 1 or of
 * every owner, contract owners, untrusted modules or guard, stale signatures waiting, no alerts — with its fix.
 */
export function HealthCard({ info }: { info: SafeInfo }) {
  const input = useHealthInput(info)
  const findings = input ? healthChecks(input) : null
  return (
    <section className="card" aria-label="Security health">
      <h2>Security health</h2>
      {findings === null ? (
        <p className="muted">Checking…</p>
      ) : findings.length === 0 ? (
        <p className="ok">No weakness found in this Safe's setup.</p>
      ) : (
        <ul className="plain">
          {findings.map((f) => (
            <li key={f.id} aria-label={f.title}>
              <strong>{f.title}</strong>
              <p className="muted">{f.detail}</p>
              <Link className="button" to={`../${f.fix.to}`} relative="path">
                {f.fix.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
