import type { Query } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'
import { chainBackedQuery } from '../chain-read/chainBackedQuery'
import { type ChainReadContext, fillFromChain } from '../chain-read/fillFromChain'
import { isGatewayDown } from './isGatewayDown'

/**
 * Watches the gateway queries: when one fails because the gateway is down, reports it (`onDown(true)`) and answers
 * the Safe's info and balances from the chain instead; the next real gateway answer reports it back (`onDown(false)`).
 * Returns the unsubscribe.
 */
export function watchGatewayDown(context: ChainReadContext, onDown: (down: boolean) => void): () => void {
  const cache = context.queryClient.getQueryCache()
  const filling = new Set<string>()
  const onFailure = (query: Query) => {
    onDown(true)
    const target = chainBackedQuery(query.queryKey)
    if (!target || filling.has(query.queryHash)) return
    filling.add(query.queryHash)
    void fillFromChain(context, query, target).finally(() => filling.delete(query.queryHash))
  }
  // This code loads after the page settled: what failed before then is answered now.
  for (const query of cache.findAll({ queryKey: queryKeys.gateway() })) {
    if (query.state.status === 'error' && isGatewayDown(query.state.error)) onFailure(query)
  }
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== 'gateway') return
    const { action } = event
    if (action.type === 'error' && isGatewayDown(action.error)) onFailure(event.query)
    // A manual success is our own setQueryData (or another feature's), not an answer from the gateway.
    else if (action.type === 'success' && !action.manual) onDown(false)
  })
}
