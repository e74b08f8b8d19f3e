import type { ReactNode } from 'react'
import { HashValue } from './HashValue'

/** What a hash check shows: why it could not run, or whether it matched, and the hashes behind it. */
export type HashCheckView =
  | { kind: 'unverifiable'; reason: string }
  | {
      kind: 'checked'
      matches: boolean
      okText: string
      mismatch: ReactNode
      rows: [label: string, value: ReactNode][]
    }

/**
 * The "Hashes" card of a transaction or a message: a hash recomputed in the browser against the gateway's; a mismatch
 * is a blocking red warning (the pages hide every sign action with it).
 */
export function HashCheckCard({ view }: { view: HashCheckView }) {
  if (view.kind === 'unverifiable') {
    return (
      <section className="card" aria-label="Hashes">
        <h2>Hashes</h2>
        <p className="muted">Not verified in the browser: {view.reason}</p>
      </section>
    )
  }
  return (
    <section className="card" aria-label="Hashes">
      <h2>Hashes</h2>
      {view.matches ? (
        <p className="ok" role="status">
          {view.okText}
        </p>
      ) : (
        <div className="banner banner--danger" role="alert" data-testid="hash-mismatch">
          {view.mismatch}
        </div>
      )}
      <dl className="fields">
        {view.rows.map(([label, value]) => (
          <div key={label} className="fields__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A hash in a HashCheckCard row: short, with copy and "Show full" for comparing it with a hardware wallet. */
export const hashValue = (hash: string) => <HashValue value={hash} />
