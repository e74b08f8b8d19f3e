import type { SafeCollectibleResponse } from '@concord/gateway-client'
import { Link } from 'react-router'
import { Send } from '../../ui/icons'
import { nftImageSrc } from './nftImageSrc'

/** The words for an NFT: its metadata name, else its collection and id. */
export const nftTitle = (nft: SafeCollectibleResponse) => nft.name ?? `${nft.tokenName} #${nft.id}`

/**
 * One NFT: its image (the metadata's `imageUri` when `nftImageSrc` lets it load, else the collection's symbol) as a
 * button that opens the preview, its name and id, and "Send" into the send-NFT flow with this NFT picked.
 */
export function NftCard({ nft, onPreview }: { nft: SafeCollectibleResponse; onPreview: () => void }) {
  const title = nftTitle(nft)
  const image = nftImageSrc(nft.imageUri)
  const send = `../../transactions/new/nft?${new URLSearchParams({ nft: `${nft.address}#${nft.id}` })}`
  return (
    <li className="nft">
      <button type="button" className="nft__preview" onClick={onPreview} aria-label={`Preview ${title}`}>
        {image ? (
          <img src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <span className="nft__placeholder" aria-hidden="true">
            {nft.tokenSymbol}
          </span>
        )}
      </button>
      <strong>{title}</strong>
      <span className="muted">
        {nft.tokenSymbol} #{nft.id}
      </span>
      <Link className="button button--small button--icon" to={send} relative="path" aria-label={`Send ${title}`}>
        <Send size={14} aria-hidden="true" />
        Send
      </Link>
    </li>
  )
}
