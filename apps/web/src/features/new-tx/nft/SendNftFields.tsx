import type { SafeCollectiblesPage } from '@concord/gateway-client'

type Nft = SafeCollectiblesPage['results'][number]

import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { getAddress } from 'viem'
import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import { isSettled } from '../../../ens/resolveAddressInput'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressFactsNote } from '../../../tx'
import { useAddressBook } from '../../address-book'
import { ADDRESS_BOOK_LIST_ID, AddressBookOptions } from '../shared/AddressBookOptions'
import { FlowActions } from '../shared/FlowActions'
import { validateAddress } from '../shared/validateAddress'
import { buildNftTransferCall, describeNftTransfer } from './buildNftTransferCall'

const keyOf = (nft: { address: string; id: string }) => `${nft.address}#${nft.id}`

/** The NFT picker (the first one until the user picks), the recipient with its address-book name, and the actions. */
export function SendNftFields({ nfts, onLoadMore }: { nfts: Nft[]; onLoadMore: (() => void) | undefined }) {
  const { address: safe, chain } = useCurrentSafe()
  const { lookup } = useAddressBook()
  // "Send" on an NFT card opens this flow with `?nft={address}#{id}`: that NFT is picked.
  const [picked, setPicked] = useState(useSearchParams()[0].get('nft') ?? '')
  const [recipient, setRecipient] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const nft = nfts.find((n) => keyOf(n) === picked) ?? nfts[0]
  const resolved = useResolvedAddress(chain, recipient)
  const to = validateAddress(resolved.value, 'recipient address')
  const recipientError = isSettled(resolved) && !to.ok && (submitted || recipient.trim()) ? to.error : undefined
  const name = to.ok ? lookup(to.address) : undefined
  const build = () => {
    setSubmitted(true)
    if (!nft || !to.ok) return null
    const owned = { address: getAddress(nft.address), id: nft.id, tokenSymbol: nft.tokenSymbol, name: nft.name }
    return { title: describeNftTransfer(owned, to.address), calls: [buildNftTransferCall(safe, owned, to.address)] }
  }
  return (
    <>
      <AddressBookOptions />
      <label className="field">
        <span>NFT</span>
        <select value={nft ? keyOf(nft) : ''} onChange={(e) => setPicked(e.target.value)}>
          {nfts.map((n) => (
            <option key={keyOf(n)} value={keyOf(n)}>
              {n.name ?? n.tokenName} ({n.tokenSymbol} #{n.id})
            </option>
          ))}
        </select>
      </label>
      {onLoadMore ? (
        <button type="button" className="button button--small" onClick={onLoadMore}>
          Load more NFTs
        </button>
      ) : null}
      <label className="field">
        <span>Recipient address</span>
        <input
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          list={ADDRESS_BOOK_LIST_ID}
          placeholder="0x…, an ENS name, or pick from the address book"
          spellCheck={false}
          aria-invalid={recipientError ? true : undefined}
        />
      </label>
      <ResolvedAddressNote resolved={resolved} />
      <AddressFactsNote address={resolved.value} payee />
      {name ? <p className="muted">Address book: {name}</p> : null}
      {recipientError ? <p className="field__error">{recipientError}</p> : null}
      <FlowActions origin="nft" build={build} />
    </>
  )
}
