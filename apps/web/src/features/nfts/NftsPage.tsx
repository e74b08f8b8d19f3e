import type { SafeCollectibleResponse } from '@concord/gateway-client'
import { useState } from 'react'
import { useCollectibles } from '../../query/useCollectibles'
import { LoadMoreButton } from '../../ui/LoadMoreButton'
import { EmptyState, ErrorState, Loading } from '../../ui/States'
import { NftCard } from './NftCard'
import { NftPreview } from './NftPreview'

/** The Safe's NFTs in a grid of cards, page by page; a card opens a preview and sends its NFT. */
export function NftsPage() {
  const query = useCollectibles()
  const items = query.data?.pages.flatMap((p) => p.results) ?? []
  const [preview, setPreview] = useState<SafeCollectibleResponse | null>(null)
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
            <NftCard key={`${nft.address}-${nft.id}`} nft={nft} onPreview={() => setPreview(nft)} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
      {preview ? <NftPreview nft={preview} onClose={() => setPreview(null)} /> : null}
    </section>
  )
}
