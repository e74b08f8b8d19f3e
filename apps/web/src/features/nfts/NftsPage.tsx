import { useCollectibles } from '../../query/useCollectibles'
import { LoadMoreButton } from '../../ui/LoadMoreButton'
import { EmptyState, ErrorState, Loading } from '../../ui/States'

/** The Safe's NFTs in a grid, page by page. */
export function NftsPage() {
  const query = useCollectibles()
  const items = query.data?.pages.flatMap((p) => p.results) ?? []
  return (
    <section className="page">
      <h1>NFTs</h1>
      {!query.data ? (
        query.isError ? (
          <ErrorState title="Could not load NFTs" error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <Loading what="NFTs" />
        )
      ) : items.length === 0 ? (
        <EmptyState>This Safe holds no NFTs.</EmptyState>
      ) : (
        <ul className="nft-grid">
          {items.map((nft) => (
            <li key={`${nft.address}-${nft.id}`} className="nft">
              {nft.imageUri ? (
                <img src={nft.imageUri} alt={nft.name ?? `${nft.tokenSymbol} #${nft.id}`} loading="lazy" />
              ) : (
                <div className="nft__placeholder" aria-hidden="true">
                  {nft.tokenSymbol}
                </div>
              )}
              <strong>{nft.name ?? `${nft.tokenName} #${nft.id}`}</strong>
              <span className="muted">
                {nft.tokenSymbol} #{nft.id}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
    </section>
  )
}
