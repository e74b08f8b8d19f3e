import type { GatewayClient } from '@concord/gateway-client'

/** A contract the user can pick: its address, the name to show and its ABI. */
export type PickableContract = { address: string; name: string; abi: readonly unknown[] }

// A decoder config registers a handful of contracts; this many pages is a safety stop, not a real limit.
const MAX_PAGES = 10

type ContractsPage = Awaited<ReturnType<GatewayClient['getContracts']>>

/** The contracts of one page that come with an ABI, as the picker lists them. */
function pickable(page: ContractsPage): PickableContract[] {
  return page.results.flatMap((c) =>
    c.contractAbi ? [{ address: c.address, name: c.displayName || c.name || '', abi: c.contractAbi.abi }] : [],
  )
}

/**
 * The contracts the gateway's data decoder config knows with an address and an ABI (`GET /v1/chains/{chainId}/contracts`),
 * every page; empty when the gateway has no such list (a Concord extension), so the flow still takes an address or a paste.
 */
export async function fetchKnownContracts(
  client: Pick<GatewayClient, 'getContracts'>,
  chainId: string,
): Promise<PickableContract[]> {
  const picked: PickableContract[] = []
  try {
    let page = await client.getContracts(chainId, { cursor: 'limit=200&offset=0' })
    picked.push(...pickable(page))
    for (let pages = 1; page.next && pages < MAX_PAGES; pages++) {
      page = await client.getContracts(chainId, undefined, page.next)
      picked.push(...pickable(page))
    }
  } catch {
    // A gateway without the list (404) or unreachable: the address field and the paste still work.
  }
  return picked
}
