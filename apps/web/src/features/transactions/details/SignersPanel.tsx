import type { MultisigExecutionDetails } from '@concord/gateway-client'
import { RawHashTag } from '../../../signers/RawHashTag'
import { confirmationStandings, countedStandings, useSignatureMaxAge } from '../../../tx'
import { AddressView } from '../../../ui/AddressView'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ProposedBy } from './ProposedBy'

/**
 * Who signed and when, who has not yet, and how many signatures are needed. For a queued transaction, a signer who is
 * no longer an owner is shown as not counting (the Safe would reject the signature), and old signatures are marked, as
 * are eth_sign ones (signed as a raw hash).
 */
export function SignersPanel({
  exec,
  owners,
  queued,
  account,
}: {
  exec: MultisigExecutionDetails
  owners: readonly string[]
  queued: boolean
  /** The connected wallet's account, marked "you" among the signers. */
  account?: string | undefined
}) {
  const [maxAgeDays] = useSignatureMaxAge()
  // The gateway keeps the signatures of removed owners apart (they do not count); the queue shows them, marked.
  const confirmations = queued ? [...exec.confirmations, ...exec.removedOwnerConfirmations] : exec.confirmations
  // Executed transactions keep the signers of their time: only the queue is judged against today's owners.
  const standings = confirmationStandings(confirmations, queued ? owners : exec.signers.map((s) => s.value), {
    now: Date.now(),
    maxAgeDays: queued ? maxAgeDays : 0,
  })
  const counted = countedStandings(standings).length
  const signed = new Set(confirmations.map((c) => c.signer.value.toLowerCase()))
  const missing = exec.signers.filter((s) => !signed.has(s.value.toLowerCase()))
  const you = (address: string) =>
    account?.toLowerCase() === address.toLowerCase() ? <span className="tag">you</span> : null
  return (
    <section className="card" aria-label="Signers">
      <h2>
        Confirmations {counted}/{exec.confirmationsRequired}
      </h2>
      <ProposedBy exec={exec} />
      <h3>Signed</h3>
      <ul className="plain">
        {confirmations.map((c, index) => {
          const standing = standings[index]
          return (
            <li key={c.signer.value}>
              {standing?.counts === false ? '✗' : '✓'} <AddressView value={c.signer.value} name={c.signer.name} short />{' '}
              {you(c.signer.value)}
              <span className="muted">signed {formatDateTime(c.submittedAt)}</span>{' '}
              <RawHashTag signature={c.signature} />
              {standing?.counts === false ? (
                <span className="tag tag--danger">no longer an owner: does not count</span>
              ) : null}
              {standing?.counts && standing.stale ? <span className="tag">older than {maxAgeDays} days</span> : null}
            </li>
          )
        })}
      </ul>
      {missing.length ? (
        <>
          <h3>{exec.executor ? 'Did not sign' : 'Not signed yet'}</h3>
          <ul className="plain">
            {missing.map((s) => (
              <li key={s.value}>
                ○ <AddressView value={s.value} name={s.name} short /> {you(s.value)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {exec.executor ? (
        <p>
          Executed by <AddressView value={exec.executor.value} short />
        </p>
      ) : null}
    </section>
  )
}
