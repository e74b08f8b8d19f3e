import type { MultisigExecutionDetails } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'
import { useProposerName } from '../useProposerName'

/**
 * Who proposed the transaction: an owner, or a proposer (delegate) for an owner, which is not a confirmation. A
 * proposer is named as in the queue's rows: the address book's name, else its label ("Payroll bot").
 */
export function ProposedBy({ exec }: { exec: MultisigExecutionDetails }) {
  const { proposer, proposedByDelegate: delegate } = exec
  const name = useProposerName(delegate?.value)
  if (!proposer) return null
  return (
    <p>
      Proposed by{' '}
      {delegate ? (
        <>
          <AddressView value={delegate.value} name={name ?? delegate.name} short /> (a proposer) for{' '}
        </>
      ) : null}
      <AddressView value={proposer.value} name={proposer.name} short />
    </p>
  )
}
