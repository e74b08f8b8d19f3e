import type { ChainInfo, SafeBalanceResponse } from '@concord/gateway-client'
import type { Query, QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import type { ChainBackedQuery } from './chainBackedQuery'
import { knownTokens } from './knownTokens'
import { lastKnownPrices, readBalancesFromChain } from './readBalancesFromChain'
import { readSafeInfoFromChain } from './readSafeInfoFromChain'

/** What reading from the chain needs: the app's chains and wallet config (for its RPC transports), the cache. */
export type ChainReadContext = { queryClient: QueryClient; chains: readonly ChainInfo[]; wagmiConfig: Config }

/**
 * Answers `query` (a Safe's info or balances the gateway failed to give) from the chain's RPC and puts the answer in
 * the cache, where every page reads it; false when the chain is not one the app knows or its RPC fails too. Balances
 * keep the prices of the cached answer they replace (the chain has none), so a reload while the gateway is down does
 * not turn a priced total into "unknown".
 */
export async function fillFromChain(context: ChainReadContext, query: Query, target: ChainBackedQuery) {
  const { queryClient, chains, wagmiConfig } = context
  const chain = chains.find((c) => c.chainId === target.chainId)
  // The bare client with viem's actions: wagmi's public client would carry every public action into the page.
  const client = chain && getClient(wagmiConfig, { chainId: Number(chain.chainId) })
  if (!chain || !client) return false
  try {
    const data =
      target.kind === 'safeInfo'
        ? await readSafeInfoFromChain(client, chain, target.safe)
        : await readBalancesFromChain(
            client,
            chain,
            target.safe,
            knownTokens(queryClient, chain.chainId),
            lastKnownPrices(query.state.data as SafeBalanceResponse | undefined),
          )
    queryClient.setQueryData(query.queryKey, data)
    return true
  } catch {
    // The RPC is unreachable too: the page keeps the gateway's error (and any cached data).
    return false
  }
}
