import { useQuery } from '@tanstack/react-query'
import { isAddress } from 'viem'
import { safeInfoQuery } from '../../query/gatewayQueries'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressBookEntries, useAddressNameLookup } from '../../ui/AddressNames'
import { contractText, paymentHistoryText } from './describeCounterparty'
import { knownAddresses, lookAlikeOf } from './lookAlikes'
import { lookAlikeText } from './lookAlikeText'
import { useCounterparties } from './useCounterparties'

/** What an address field says under a typed address: the look-alike it may be, and this Safe's history with it. */
export type AddressFacts = {
  lookAlike: string | null
  history: string | null
  contract: string | null
  /** The index knows the address as a token contract. */
  isToken: boolean
}

/**
 * The same checks the review runs, for one address typed into a form (send, NFT, contract, owner, module): whether it
 * looks like an address-book entry, an owner or an address this Safe paid or called, and whether this Safe paid it.
 * Nothing for text that is not an address yet.
 */
export function useAddressFacts(address: string): AddressFacts {
  const valid = isAddress(address, { strict: false })
  const book = useAddressBookEntries()
  const lookup = useAddressNameLookup()
  const { gateway } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  // The Safe's pages hold its event stream already (the layout reads the Safe): a form field only reads the cache.
  const owners = (useQuery(safeInfoQuery(gateway, chain.chainId, safe)).data?.owners ?? []).map((o) => o.value)
  const counterparties = useCounterparties(valid ? [address] : [])
  if (!valid) return { lookAlike: null, history: null, contract: null, isToken: false }
  const facts = counterparties.of(address)
  const like = lookAlikeOf(address, knownAddresses(book, owners, lookup), facts, lookup)
  return {
    lookAlike: like ? lookAlikeText({ address, like, role: 'recipient', token: null, batchIndex: null }) : null,
    history: facts && facts.contract === null ? paymentHistoryText(facts) : null,
    contract: facts ? contractText(facts) : null,
    isToken: facts?.contract?.isToken === true,
  }
}
