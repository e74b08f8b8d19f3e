import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { EthereumProvider } from '@walletconnect/ethereum-provider'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, it } from 'vitest'
import { eventually } from '../src/eventually/index.js'
import { startWalletConnectRelay, type WalletConnectRelay } from '../src/walletconnect/index.js'

// The dapp side an owner's browser runs when it connects by WalletConnect through wagmi's walletConnect connector
// (RainbowKit's): @walletconnect/ethereum-provider, at the version @wagmi/connectors installs (2.21, before Sign
// 2.5: it pairs with irn_subscribe and irn_publish), against the current wallet SDK, through the local relay.

const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
let relay: WalletConnectRelay | undefined
let cores: Array<{ heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } }> = []

afterAll(async () => {
  for (const core of cores) {
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => {})
  }
  cores = []
  await relay?.stop()
})

it('wagmi’s WalletConnect provider (2.21) pairs with the wallet, gets a personal_sign and accountsChanged, and disconnects', async () => {
  relay = await startWalletConnectRelay()
  const walletCore = new Core({
    projectId: 'test',
    relayUrl: relay.url,
    customStoragePrefix: 'provider-test-wallet',
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({
    core: walletCore as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: 'Concord', description: 'wallet side', url: 'https://wallet.example', icons: [] },
  })
  const provider = await EthereumProvider.init({
    projectId: 'test',
    relayUrl: relay.url,
    showQrModal: false,
    optionalChains: [31337],
    rpcMap: { 31337: 'http://127.0.0.1:9' },
    metadata: { name: 'Owner dapp', description: 'dapp side', url: 'https://dapp.example', icons: [] },
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  cores.push(walletCore, provider.signer.client.core)

  wallet.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    const optional = proposal.params.optionalNamespaces.eip155
    void wallet.approveSession({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: [CHAIN],
          accounts: [`${CHAIN}:${owner.address}`],
          methods: optional?.methods ?? ['personal_sign'],
          events: optional?.events ?? ['accountsChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async (event) => {
    const [message] = event.params.request.params as Hex[]
    const result = await owner.signMessage({ message: { raw: message as Hex } })
    await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
  })
  provider.on('display_uri', (uri: string) => void wallet.pair({ uri }))

  await provider.connect()
  expect(provider.accounts.map((a) => a.toLowerCase())).toEqual([owner.address.toLowerCase()])
  const message = toHex('Signed through the local relay')
  const signature = await provider.request<Hex>({ method: 'personal_sign', params: [message, owner.address] })
  expect(await verifyMessage({ address: owner.address, message: { raw: message }, signature })).toBe(true)

  const changed: string[][] = []
  provider.on('accountsChanged', (accounts: string[]) => changed.push(accounts))
  const topic = provider.session?.topic as string
  await wallet.emitSessionEvent({ topic, event: { name: 'accountsChanged', data: [owner.address] }, chainId: CHAIN })
  await eventually(
    () => changed,
    (seen) => seen.length > 0,
    'the provider hears accountsChanged',
  )

  const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
  await provider.disconnect()
  expect((await deleted).topic).toBe(topic)
  expect(relay.stats.byMethod).toMatchObject({ irn_subscribe: expect.any(Number), irn_publish: expect.any(Number) })
})
