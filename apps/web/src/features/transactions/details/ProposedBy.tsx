import type { AddressInfo, MultisigExecutionDetails } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'
import { useProposerName } from '../useProposerName'

/** A proposer (delegate), named as in the queue's rows: the address book's name, else its label ("Payroll bot"). */
function DelegateView({ delegate }: { delegate: AddressInfo }) {
  const name = useProposerName(delegate.value)
  return <AddressView value={delegate.value} name={name ?? delegate.name} short />
}

/**
 * Who proposed the transaction: an owner, or a proposer (delegate) for an owner, which is not a confirmation. The
 * Safe's proposers are asked for only when a delegate proposed.
 */
export function ProposedBy({ exec }: { exec: MultisigExecutionDetails }) {
  const { proposer, proposedByDelegate: delegate } = exec
  if (!proposer) return null
  return (
    <p>
      Proposed by{' '}
      {delegate ? (
        <>
          <DelegateView delegate={delegate} /> (a proposer) for{' '}
        </>
      ) : null}
      <AddressView value={proposer.value} name={proposer.name} short />
    </p>
  )
}
