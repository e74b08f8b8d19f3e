import type { GetTransactionHistoryQuery, TransactionSummary } from '@concord/gateway-client'
import type { GatewayApi } from '../../../gateway/gatewayApi'

// Pages are asked for one after another in the browser (no export job on the server): 100 entries a request.
const PAGE = 100

/** Every transaction of the filtered history, newest first, paging through the gateway's `next` links. */
export async function fetchWholeHistory(
  api: GatewayApi,
  chainId: string,
  safe: string,
  query: GetTransactionHistoryQuery,
): Promise<TransactionSummary[]> {
  const all: TransactionSummary[] = []
  const seen = new Set<string>()
  let next: string | undefined
  const first = { ...query, cursor: `limit=${PAGE}&offset=0` }
  do {
    const page = await api.getTransactionHistory(chainId, safe, first, next)
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION' || seen.has(item.transaction.id)) continue
      seen.add(item.transaction.id)
      all.push(item.transaction)
    }
    next = page.next ?? undefined
  } while (next)
  return all
}
