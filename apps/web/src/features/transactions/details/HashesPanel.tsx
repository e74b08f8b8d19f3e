import { HashCheckCard, hashValue } from '../../../ui/HashCheckCard'
import type { HashCheck } from './verifyTxHashes'

/** The recomputed hashes; a mismatch with the gateway is a blocking red warning. `undefined` while they are computed. */
export function HashesPanel({ check }: { check: HashCheck | undefined }) {
  if (check === undefined) {
    return (
      <section className="card" aria-label="Hashes">
        <h2>Hashes</h2>
        <p className="muted" role="status">
          Checking… recomputing the hashes in your browser.
        </p>
      </section>
    )
  }
  if (check.kind === 'unverifiable') return <HashCheckCard view={check} />
  const rows: [string, React.ReactNode][] = [
    ['Domain hash', hashValue(check.domainHash)],
    ['Message hash', hashValue(check.messageHash)],
    ['safeTxHash (recomputed)', hashValue(check.safeTxHash)],
    ['safeTxHash (gateway)', hashValue(check.gatewaySafeTxHash)],
  ]
  const mismatch = (
    <>
      <strong>Do not sign or execute this transaction.</strong> The safeTxHash recomputed in your browser does not match
      the one the gateway sent: the gateway data may have been tampered with.
    </>
  )
  const okText = "safeTxHash recomputed in your browser matches the gateway's."
  return <HashCheckCard view={{ kind: 'checked', matches: check.matches, okText, mismatch, rows }} />
}
