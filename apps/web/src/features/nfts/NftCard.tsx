import type { SafeCollectibleResponse } from '@concord/gateway-client'
import { Link } from 'react-router'
import { Send } from '../../ui/icons'

/** The words for an NFT: its metadata name, else its collection and id. */
export const nftTitle = (nft: SafeCollectibleResponse) => nft.name ?? `${nft.tokenName} #${nft.id}`

/**
 * One NFT: its image (the metadata's `imageUri`; the collection's symbol when it has none) as a button that opens
 * the preview, its name and id, and "Send" into the send-NFT flow with this NFT picked.
 */
export function NftCard({ nft, onPreview }: { nft: SafeCollectibleResponse; onPreview: () => void }) {
  const title = nftTitle(nft)
  const send = `../../transactions/new/nft?${new URLSearchParams({ nft: `${nft.address}#${nft.id}` })}`
  return (
    <li className="nft">
      <button type="button" className="nft__preview" onClick={onPreview} aria-label={`Preview ${title}`}>
        {nft.imageUri ? (
          <img src={nft.imageUri} alt="" loading="lazy" />
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
