import type { SafeCollectibleResponse } from '@concord/gateway-client'
import { useEffect, useRef } from 'react'
import { AddressView } from '../../ui/AddressView'
import { X } from '../../ui/icons'
import { nftTitle } from './NftCard'
import { nftImageSrc } from './nftImageSrc'

/** A larger view of one NFT in a modal dialog: image, name, description, collection contract and id. */
export function NftPreview({ nft, onClose }: { nft: SafeCollectibleResponse; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const title = nftTitle(nft)
  const image = nftImageSrc(nft.imageUri)
  return (
    <dialog ref={ref} className="dialog nft-preview" aria-label={title} onClose={onClose}>
      <div className="dialog__head">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => ref.current?.close()}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {image ? <img className="nft-preview__image" src={image} alt={title} referrerPolicy="no-referrer" /> : null}
      {nft.description ? <p>{nft.description}</p> : null}
      <p className="muted">
        {nft.tokenName} #{nft.id}
      </p>
      <AddressView value={nft.address} short />
    </dialog>
  )
}
