import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { AllowanceList, revokeDraft } from '../../tx'
import { useStartReview } from '../../tx-draft/useStartReview'
import { QueryView } from '../../ui/QueryView'
import { EmptyState } from '../../ui/States'

/**
 * The Safe's current token approvals, ERC-20 allowances and NFT approvals for all (from its indexed Approval events,
 * read on chain by the gateway): who may spend which of its tokens, each revocable through the normal review.
 */
export function ApprovalsPage() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const startReview = useStartReview()
  // Not cached across visits: an allowance shrinks whenever the spender spends it.
  const query = useQuery({
    queryKey: queryKeys.txFlow('allowances', chain.chainId, address),
    gcTime: 0,
    queryFn: () => gatewayClient.getAllowances(chain.chainId, address),
  })
  return (
    <section className="page">
      <h1>Approvals</h1>
      <p className="muted">
        Who may spend this Safe's tokens without asking again. Revoke what you no longer use: an unlimited approval lets
        the spender take every token of that kind the Safe holds.
      </p>
      <QueryView query={query} what="the approvals">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>This Safe has no token approvals in force.</EmptyState>
          ) : (
            <AllowanceList items={items} onRevoke={(item, symbol) => startReview(revokeDraft(item, symbol))} />
          )
        }
      </QueryView>
    </section>
  )
}
