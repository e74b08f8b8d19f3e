import { useCollectibles } from '../../../query/useCollectibles'
import { EmptyState, ErrorState, Loading } from '../../../ui/States'
import { SendNftFields } from './SendNftFields'

/** Send one of the Safe's NFTs: pick it from the gateway's collectibles, give a recipient. */
export function SendNftFlow() {
  const query = useCollectibles()
  if (!query.data) {
    return query.isError ? (
      <ErrorState title="Could not load the Safe's NFTs" error={query.error} onRetry={() => query.refetch()} />
    ) : (
      <Loading what="NFTs" />
    )
  }
  const nfts = query.data.pages.flatMap((p) => p.results)
  return (
    <form aria-label="Send NFT" onSubmit={(e) => e.preventDefault()}>
      <h1>Send NFT</h1>
      {nfts.length === 0 ? (
        <EmptyState>This Safe holds no NFTs.</EmptyState>
      ) : (
        <SendNftFields nfts={nfts} onLoadMore={query.hasNextPage ? () => query.fetchNextPage() : undefined} />
      )}
    </form>
  )
}
