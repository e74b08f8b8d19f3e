import type { GetSafeMessageReturnType as SafeMessage } from '@concord/gateway-client'
import { RawHashTag } from '../../../signers/RawHashTag'
import { AddressView } from '../../../ui/AddressView'

/** Who signed (the proposer first, with when), who has not yet, and how many signatures the Safe needs. */
export function MessageSignersPanel({ message, owners }: { message: SafeMessage; owners: readonly string[] }) {
  const signed = new Set(message.confirmations.map((c) => c.owner.value.toLowerCase()))
  const missing = owners.filter((o) => !signed.has(o.toLowerCase()))
  const proposer = message.proposedBy.value.toLowerCase()
  return (
    <section className="card" aria-label="Signers">
      <h2>
        Confirmations {message.confirmationsSubmitted}/{message.confirmationsRequired}
      </h2>
      <h3>Signed</h3>
      <ul className="plain">
        {message.confirmations.map((c) => (
          <li key={c.owner.value}>
            ✓ <AddressView value={c.owner.value} name={c.owner.name} short />{' '}
            <span className="muted">
              {c.owner.value.toLowerCase() === proposer ? 'proposed' : 'signed'}{' '}
              {new Date(c.submittedAt).toLocaleString()}
            </span>{' '}
            <RawHashTag signature={c.signature} />
          </li>
        ))}
      </ul>
      {missing.length > 0 && message.status !== 'CONFIRMED' ? (
        <>
          <h3>Not signed yet</h3>
          <ul className="plain">
            {missing.map((owner) => (
              <li key={owner}>
                ○ <AddressView value={owner} short />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
