import type { MultisigExecutionDetails } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'

/** Who proposed the transaction: an owner, or a proposer (delegate) for an owner, which is not a confirmation. */
export function ProposedBy({ exec }: { exec: MultisigExecutionDetails }) {
  const { proposer, proposedByDelegate: delegate } = exec
  if (!proposer) return null
  return (
    <p>
      Proposed by{' '}
      {delegate ? (
        <>
          <AddressView value={delegate.value} name={delegate.name} short /> (a proposer) for{' '}
        </>
      ) : null}
      <AddressView value={proposer.value} name={proposer.name} short />
    </p>
  )
}
