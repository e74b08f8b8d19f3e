import type { TransactionSummary } from '@concord/gateway-client'
import { shortenAddress } from '../../ui/AddressView'

/** Under a queue row of a parent Safe: says the row approves a nested Safe's transaction, naming the nested Safe. */
export function NestedApprovalNote({ tx }: { tx: TransactionSummary }) {
  const info = tx.txInfo
  if (info.type !== 'Custom' || info.methodName !== 'approveHash') return null
  return (
    <small className="tx-row__nested muted">
      {/* Plain text: the row is a link, and an address view carries links of its own. */}
      Approves a nested Safe's transaction in {info.to.name ?? shortenAddress(info.to.value)}
    </small>
  )
}
