import {
  type Chain,
  createTestClient,
  defineChain,
  http,
  publicActions,
  type TestClient,
  type Transport,
  walletActions,
} from 'viem'

/** One viem client with public, wallet and anvil test actions; wallet actions take a local `account` per call. */
export function createDevClient(rpcUrl: string, chainId: number) {
  const chain: Chain = defineChain({
    id: chainId,
    name: 'Concord dev chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // anvil mines a block per transaction within milliseconds: poll receipts often.
  const client: TestClient<'anvil', Transport, Chain> = createTestClient({
    mode: 'anvil',
    chain,
    transport: http(rpcUrl),
    pollingInterval: 20,
  })
  return client.extend(publicActions).extend(walletActions)
}

/** The client every seeding step works with. */
export type DevClient = ReturnType<typeof createDevClient>
