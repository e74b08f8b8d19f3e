import type { SafeBalanceResponse, TokenInfo } from '@concord/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'

/** The ERC-20 tokens of `chainId` the app has seen in any Safe's balances (the cache outlives reloads), once each. */
export function knownTokens(queryClient: QueryClient, chainId: string): TokenInfo[] {
  const byAddress = new Map<string, TokenInfo>()
  for (const [, data] of queryClient.getQueriesData<SafeBalanceResponse>({
    queryKey: queryKeys.gatewayScope('balances', chainId),
  })) {
    for (const item of data?.items ?? []) {
      if (item.tokenInfo.type === 'ERC20') byAddress.set(item.tokenInfo.address.toLowerCase(), item.tokenInfo)
    }
  }
  return [...byAddress.values()]
}
