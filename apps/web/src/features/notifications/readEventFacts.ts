import type { ChainInfo, GatewayClient, SafeBalanceResponse } from '@concord/gateway-client'
import { looksAlike } from '@concord/protocol'
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayApi } from '../../gateway/gatewayApi'
import { safeInfoQuery, transactionDetailsQuery } from '../../query/gatewayQueries'
import { queryKeys } from '../../query/keys'
import type { SafeEvent } from '../../query/safeEvents'
import { safeMessageQuery } from '../../query/safeMessageQuery'
import type { EventFacts } from './describeSafeEvent'

/** What the feed needs to read an event's details through the app's query layer. */
export type FactSources = { queryClient: QueryClient; api: GatewayApi; client: GatewayClient }

/** A token the app already knows from the Safe's balances (any currency), else undefined. */
function knownToken(queryClient: QueryClient, chainId: string, address: string, token: string | undefined) {
  if (!token) return undefined
  const cached = queryClient.getQueriesData<SafeBalanceResponse>({
    queryKey: queryKeys.gatewayScope('balances', chainId, address),
  })
  for (const [, balances] of cached) {
    const item = balances?.items.find((i) => i.tokenInfo.address.toLowerCase() === token.toLowerCase())
    if (item) return { symbol: item.tokenInfo.symbol, decimals: item.tokenInfo.decimals }
  }
  return undefined
}

// The stream has just marked these stale; fetchQuery with no staleness reads the gateway after the change.
const FRESH = { staleTime: 0 }

async function messageFacts(sources: FactSources, chainId: string, address: string, messageHash: string) {
  const [message, info] = await Promise.all([
    sources.queryClient.fetchQuery({ ...safeMessageQuery(sources.client, chainId, address, messageHash), ...FRESH }),
    sources.queryClient.fetchQuery(safeInfoQuery(sources.api, chainId, address)),
  ])
  return { message: message ?? undefined, owners: info.owners.map((o) => o.value) }
}

/**
 * Whether the sender of incoming funds looks like (but is not) an owner, an entry of the user's address book, or an
 * address the Safe paid or called (the gateway's counterparty check): the mark of address poisoning. The address book
 * is the user's own, on this device: the gateway's index cannot know it. Unknown (the gateway cannot say) counts as
 * not suspicious, the owners and the book are still compared here.
 */
async function senderLooksAlike(
  sources: FactSources,
  chainId: string,
  address: string,
  from: string,
  book: readonly string[],
) {
  if (book.some((entry) => looksAlike(from, entry))) return true
  const [counterparty, info] = await Promise.all([
    sources.client.getCounterparty(chainId, address, from).catch(() => null),
    sources.queryClient.fetchQuery(safeInfoQuery(sources.api, chainId, address)).catch(() => null),
  ])
  return (counterparty?.lookAlikes.length ?? 0) > 0 || (info?.owners ?? []).some((o) => looksAlike(from, o.value))
}

/** Who reads the notification: the connected wallet (if any) and the addresses of their address book on the chain. */
export type Reader = { account: string | undefined; book: readonly string[] }

/**
 * Reads what an event's notification says (the transaction's signatures, the message, the token) through the query
 * layer, so the pages showing the same data share the fetch. A detail the gateway cannot give is left out.
 */
export async function readEventFacts(
  sources: FactSources,
  chain: ChainInfo,
  address: string,
  event: SafeEvent,
  reader: Reader,
): Promise<EventFacts> {
  const { account } = reader
  const chainId = chain.chainId
  const { symbol, decimals } = chain.nativeCurrency
  const facts: EventFacts = { chainId, shortName: chain.shortName, address, account, native: { symbol, decimals } }
  if (event.safeTxHash) {
    const id = `multisig_${address}_${event.safeTxHash}`
    facts.tx = await sources.queryClient
      .fetchQuery({ ...transactionDetailsQuery(sources.api, chainId, id), ...FRESH })
      .catch(() => undefined)
  }
  if (event.messageHash) {
    Object.assign(facts, await messageFacts(sources, chainId, address, event.messageHash).catch(() => ({})))
  }
  facts.token = knownToken(sources.queryClient, chainId, address, event.tokenAddress)
  if (event.from && (event.type === 'INCOMING_TOKEN' || event.type === 'INCOMING_ETHER')) {
    facts.suspiciousSender = await senderLooksAlike(sources, chainId, address, event.from, reader.book)
  }
  return facts
}
