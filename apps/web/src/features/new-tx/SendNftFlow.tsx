import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getAddress } from 'viem'
import { collectiblesQuery } from '../../query/gatewayQueries'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { EmptyState, ErrorState, Loading } from '../../ui/States'
import { ADDRESS_BOOK_LIST_ID, AddressBookOptions, useAddressBook } from '../address-book'
import { buildNftTransferCall, describeNftTransfer } from './buildNftTransferCall'
import { FlowActions } from './FlowActions'
import { validateAddress } from './validateAddress'

/** Send one of the Safe's NFTs: pick it from the gateway's collectibles, give a recipient. */
export function SendNftFlow() {
  const { gateway } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { lookup } = useAddressBook()
  const query = useInfiniteQuery(collectiblesQuery(gateway, chain.chainId, safe))
  const nfts = query.data?.pages.flatMap((p) => p.results) ?? []
  const [picked, setPicked] = useState('')
  const [recipient, setRecipient] = useState('')
  const [submitted, setSubmitted] = useState(false)

  if (!query.data) {
    return query.isError ? (
      <ErrorState title="Could not load the Safe's NFTs" error={query.error} onRetry={() => query.refetch()} />
    ) : (
      <Loading what="NFTs" />
    )
  }
  const keyOf = (nft: { address: string; id: string }) => `${nft.address}#${nft.id}`
  const nft = nfts.find((n) => keyOf(n) === picked) ?? nfts[0]
  const to = validateAddress(recipient, 'recipient address')
  const recipientError = !to.ok && (submitted || recipient.trim()) ? to.error : undefined
  const build = () => {
    setSubmitted(true)
    if (!nft || !to.ok) return null
    const owned = { address: getAddress(nft.address), id: nft.id, tokenSymbol: nft.tokenSymbol, name: nft.name }
    return { title: describeNftTransfer(owned, to.address), calls: [buildNftTransferCall(safe, owned, to.address)] }
  }
  return (
    <form aria-label="Send NFT" onSubmit={(e) => e.preventDefault()}>
      <h1>Send NFT</h1>
      {nfts.length === 0 ? (
        <EmptyState>This Safe holds no NFTs.</EmptyState>
      ) : (
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
          {query.hasNextPage ? (
            <button type="button" className="button button--small" onClick={() => query.fetchNextPage()}>
              Load more NFTs
            </button>
          ) : null}
          <label className="field">
            <span>Recipient address</span>
            <input
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
              list={ADDRESS_BOOK_LIST_ID}
              placeholder="0x… or pick from the address book"
              spellCheck={false}
              aria-invalid={recipientError ? true : undefined}
            />
          </label>
          {to.ok && lookup(to.address) ? <p className="muted">Address book: {lookup(to.address)}</p> : null}
          {recipientError ? <p className="field__error">{recipientError}</p> : null}
          <FlowActions origin="nft" build={build} />
        </>
      )}
    </form>
  )
}
