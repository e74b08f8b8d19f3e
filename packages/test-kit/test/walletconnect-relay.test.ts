import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { eventually } from '../src/eventually/index.js'
import { startWalletConnectRelay, type WalletConnectRelay } from '../src/walletconnect/index.js'

// The real WalletConnect SDKs, unchanged, paired through the local relay (WalletConnect's own relay service is out
// of this machine's reach): the dapp side is @walletconnect/sign-client, the wallet side @reown/walletkit on
// @walletconnect/core, each pointed at the relay by `relayUrl`.

// anvil's first public test key (never use it on a real chain).
const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
const dappMetadata = {
  name: 'Relay test dapp',
  description: 'The dapp side of the relay test',
  url: 'https://dapp.example',
  icons: ['https://dapp.example/icon.png'],
}
const walletMetadata = {
  name: 'Concord',
  description: 'The wallet side of the relay test',
  url: 'https://wallet.example',
  icons: [],
}

type Dapp = Awaited<ReturnType<typeof SignClient.init>>
type Wallet = Awaited<ReturnType<typeof WalletKit.init>>

let relay: WalletConnectRelay
let dapp: Dapp
let wallet: Wallet
let walletCore: InstanceType<typeof Core>
// Core keeps one instance per storage prefix in a process global and hands it back to a later `new Core` with the
// same prefix: each test takes fresh prefixes so it gets fresh clients.
let run = 0

beforeEach(async () => {
  run++
  relay = await startWalletConnectRelay()
  // Memory storage, no telemetry: nothing is written to disk and nothing but the relay is called.
  dapp = await SignClient.init({
    projectId: 'test',
    relayUrl: relay.url,
    metadata: dappMetadata,
    customStoragePrefix: `dapp-${run}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  walletCore = new Core({
    projectId: 'test',
    relayUrl: relay.url,
    customStoragePrefix: `wallet-${run}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  // Core declares relayUrl optional where ICore requires it: a mismatch of the SDK's own types under this repo's
  // exactOptionalPropertyTypes, not of the objects.
  const core = walletCore as unknown as Parameters<typeof WalletKit.init>[0]['core']
  wallet = await WalletKit.init({ core, metadata: walletMetadata })
})

afterEach(async () => {
  // Closing both transports and stopping the cores' heartbeats lets the worker exit; then the relay stops.
  for (const core of [dapp?.core, walletCore]) {
    if (core === undefined) continue
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => {})
  }
  await relay?.stop()
})

/** Pairs the dapp and the wallet by the dapp's `wc:` URI; the wallet approves with the owner's account. */
async function pair(): Promise<{ session: SessionTypes.Struct; proposal: WalletKitTypes.SessionProposal }> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [CHAIN],
        methods: ['eth_chainId', 'personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // Called at once: sign-client's approval only resolves a settlement that arrives after it was called.
  const approved = approval()
  const proposed = new Promise<WalletKitTypes.SessionProposal>((resolve) => wallet.once('session_proposal', resolve))
  await wallet.pair({ uri: uri as string })
  const proposal = await proposed
  await wallet.approveSession({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: [CHAIN],
        accounts: [`${CHAIN}:${owner.address}`],
        methods: ['eth_chainId', 'personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  return { session: await approved, proposal }
}

/** The wallet answers eth_chainId and personal_sign (with the owner's key) as a wallet does. */
function answerRequests() {
  wallet.on('session_request', async (event) => {
    const { method, params } = event.params.request
    const result =
      method === 'eth_chainId' ? '0x7a69' : await owner.signMessage({ message: { raw: (params as Hex[])[0] as Hex } })
    await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
  })
}

describe('the real WalletConnect SDKs through the local relay', () => {
  it('pair by the wc: URI: the wallet sees the dapp’s metadata, the dapp gets the approved eip155 session', async () => {
    const { session, proposal } = await pair()
    expect(proposal.params.proposer.metadata).toMatchObject({ name: 'Relay test dapp', url: 'https://dapp.example' })
    // No Verify API here (it is WalletConnect's service too): the dapp's domain is neither confirmed nor refuted.
    expect(proposal.verifyContext.verified.validation).toBe('UNKNOWN')
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${owner.address}`])
    expect(session.peer.metadata.name).toBe('Concord')
    expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])
    // The Sign 2.5 SDK pairs with wc_proposeSession and wc_approveSession, and subscribes and publishes with irn_.
    expect(Object.keys(relay.stats.byMethod).sort()).toEqual(
      expect.arrayContaining(['irn_publish', 'irn_subscribe', 'wc_approveSession', 'wc_proposeSession']),
    )
  })

  it('the dapp’s eth_chainId and personal_sign reach the wallet, and the wallet’s answers reach the dapp', async () => {
    const { session } = await pair()
    answerRequests()
    const chainId = await dapp.request<string>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'eth_chainId', params: [] },
    })
    expect(chainId).toBe('0x7a69')
    const message = toHex('Sign in to the relay test')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [message, owner.address] },
    })
    expect(await verifyMessage({ address: owner.address, message: { raw: message }, signature })).toBe(true)
  })

  it('the wallet’s accountsChanged reaches the dapp', async () => {
    const { session } = await pair()
    const events: SignClientTypes.EventArguments['session_event'][] = []
    dapp.on('session_event', (event) => events.push(event))
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [owner.address] },
      chainId: CHAIN,
    })
    await eventually(
      () => events,
      (seen) => seen.length === 1,
      'the dapp receives accountsChanged',
    )
    expect(events[0]?.params).toEqual({ event: { name: 'accountsChanged', data: [owner.address] }, chainId: CHAIN })
  })

  it('an event sent while the dapp is offline reaches it when it reconnects (re-subscribed by irn_batchSubscribe)', async () => {
    const { session } = await pair()
    const events: SignClientTypes.EventArguments['session_event'][] = []
    dapp.on('session_event', (event) => events.push(event))
    await dapp.core.relayer.transportClose()
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [owner.address] },
      chainId: CHAIN,
    })
    expect(events).toEqual([])
    await dapp.core.relayer.transportOpen()
    await eventually(
      () => events,
      (seen) => seen.length === 1,
      'the dapp receives, after reconnecting, the accountsChanged sent while it was away',
    )
    expect(relay.stats.byMethod.irn_batchSubscribe).toBeGreaterThanOrEqual(1)
  })

  it('a disconnect from the dapp ends the session on the wallet', async () => {
    const { session } = await pair()
    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.getActiveSessions()).toEqual({})
  })

  it('a disconnect from the wallet ends the session on the dapp', async () => {
    const { session } = await pair()
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnectSession({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
  })
})
