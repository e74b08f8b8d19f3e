import { useQueries, useQuery } from '@tanstack/react-query'
import { type Address, getAddress } from 'viem'
import type { GatewayApi } from '../../gateway/gatewayApi'
import { ownedSafesQuery } from '../../query/gatewayQueries'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { approvesHash } from './approveHashDraft'

/** A parent Safe the connected wallet owns that has not confirmed the nested transaction yet, and its approval. */
export type ParentApproval = {
  parent: Address
  threshold: number
  /** The parent's Safe version (its EIP-712 domain), null when the gateway does not know it. */
  version: string | null
  /** The parent's queued approveHash of this transaction: its id and signatures so far; null when none is proposed. */
  pending: { id: string; signatures: number } | null
}

/** Finds the parent's queued transaction calling nested.approveHash(safeTxHash) (first queue page: the next nonces). */
async function readParentApproval(
  gateway: GatewayApi,
  chainId: string,
  parent: Address,
  nested: Address,
  safeTxHash: string,
): Promise<ParentApproval> {
  const [info, queue] = await Promise.all([
    gateway.getSafeInfo(chainId, parent),
    gateway.getTransactionQueue(chainId, parent),
  ])
  for (const item of queue.results) {
    if (item.type !== 'TRANSACTION') continue
    const { transaction: tx } = item
    if (tx.txInfo.type !== 'Custom' || tx.txInfo.methodName !== 'approveHash') continue
    if (getAddress(tx.txInfo.to.value) !== nested) continue
    const details = await gateway.getTransactionDetails(chainId, tx.id)
    if (!approvesHash(details.txData?.hexData ?? null, safeTxHash)) continue
    const signatures = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.confirmationsSubmitted : 0
    return { parent, threshold: info.threshold, version: info.version, pending: { id: tx.id, signatures } }
  }
  return { parent, threshold: info.threshold, version: info.version, pending: null }
}

/**
 * The parent Safes through which the connected wallet can confirm a nested Safe's transaction: owners of the nested
 * Safe that are Safes the wallet owns and have not confirmed yet, each with its pending approval if any.
 */
export function useParentApprovals(input: {
  chainId: string
  nested: Address
  owners: readonly string[]
  confirmed: readonly string[]
  safeTxHash: string
  account: Address | undefined
}): ParentApproval[] {
  const { gateway } = useApp()
  const { chainId, nested, owners, confirmed, safeTxHash, account } = input
  const owned = useQuery({ ...ownedSafesQuery(gateway, chainId, account ?? ''), enabled: !!account })
  const done = new Set(confirmed.map((c) => getAddress(c)))
  const ownerSet = new Set(owners.map((o) => getAddress(o)))
  const parents = (owned.data?.safes ?? []).map((s) => getAddress(s)).filter((s) => ownerSet.has(s) && !done.has(s))
  const approvals = useQueries({
    queries: parents.map((parent) => ({
      // Under the parent's queue key: its event stream (and a new confirmation there) refreshes it.
      queryKey: [...queryKeys.queue(chainId, parent), 'nestedApproval', nested, safeTxHash],
      queryFn: () => readParentApproval(gateway, chainId, parent, nested, safeTxHash),
      refetchInterval: 5000,
    })),
  })
  return approvals.flatMap((q) => (q.data ? [q.data] : []))
}
