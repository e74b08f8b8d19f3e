import type { TransactionSummary } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { safeInfoQuery } from '../../query/gatewayQueries'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { shortenAddress } from '../../ui/AddressView'

/**
 * Under a queue row of a parent Safe: says the row approves a nested Safe's transaction, naming the nested Safe. Only
 * when the gateway knows the approveHash target as a Safe: any contract may have an approveHash, and then the row
 * keeps its plain contract-call title.
 */
export function NestedApprovalNote({ tx }: { tx: TransactionSummary }) {
  const info = tx.txInfo
  if (info.type !== 'Custom' || info.methodName !== 'approveHash') return null
  return <KnownSafeNote target={info.to.value} name={info.to.name ?? null} />
}

function KnownSafeNote({ target, name }: { target: string; name: string | null }) {
  const { gateway } = useApp()
  const { chain } = useCurrentSafe()
  // A target the gateway does not know as a Safe answers 404: the query fails and the note stays away.
  const safe = useQuery(safeInfoQuery(gateway, chain.chainId, target))
  if (!safe.data) return null
  return (
    <small className="tx-row__nested muted">
      {/* Plain text: the row is a link, and an address view carries links of its own. */}
      Approves a nested Safe's transaction in {name ?? shortenAddress(target)}
    </small>
  )
}
