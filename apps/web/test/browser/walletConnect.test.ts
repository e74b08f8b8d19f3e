import { compatibilityFallbackHandlerAbi, EIP1271_MAGIC_VALUE, getSafeMessageTypedData } from '@concord/protocol'
import { waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { startWalletConnectRelay, type WalletConnectRelay } from '@concord/test-kit/walletconnect'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, hashMessage, http, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'
import {
  confirmAndExecute,
  type Dapp,
  dappNamespaces,
  freshWalletPage,
  orFailAfter,
  pasteLink,
  proposeSession,
  signWhenReady,
  startDapp,
  stopDapp,
} from './walletConnectDapp'
import { createOneChainSafe } from './walletConnectOneChainSafe'

// Issue 31: the Safe as a wallet for dapps through WalletConnect. The dapp is the real @walletconnect/sign-client in
// Node; the wallet is the web app's @reown/walletkit in Chromium; between them the tests' local relay, a stand-in for
// WalletConnect's relay service (this machine cannot reach WalletConnect's).

let relay: WalletConnectRelay
let stack: Stack
let dapp: Dapp | undefined

beforeAll(async () => {
  relay = await startWalletConnectRelay()
  // Two dev chains: the demo Safe has the same address on both (a session may span them, the dapp may switch).
  stack = await startSeededStack({ chains: 2, walletConnect: { projectId: 'concord-wc-test', relayUrl: relay.url } })
  const dev2 = stack.moreChains?.[0]
  if (dev2 === undefined) throw new Error('the second dev chain did not start')
  await waitForSafeNonce(stack.url, dev2.chainId, dev2.demo.safe.address, dev2.demo.safe.nonce)
}, 300_000)
afterEach(async () => {
  await stopDapp(dapp)
  dapp = undefined
})
afterAll(async () => {
  await stack?.stop()
  await relay?.stop()
})

const safe = () => stack.chain.demo.safe
const chain = () => `eip155:${stack.chain.chainId}`
const wcPath = () => `/dev:${safe().address}/walletconnect`

/** Owner 3 on the Safe's WalletConnect page, the dapp paired and its session approved; returns the session topic. */
async function pairedPage(name = 'Test dapp'): Promise<{ page: Page; topic: string; d: Dapp }> {
  const d = await startDapp(relay.url, name)
  dapp = d
  const page = await freshWalletPage(stack, wcPath())
  await connectAndSignIn(page, devAccount(3).address)
  const { uri, approved } = await proposeSession(d, dappNamespaces([chain()]))
  await pasteLink(page, uri)
  const proposal = page.getByRole('region', { name: 'Session proposal' })
  await proposal.getByRole('button', { name: 'Approve' }).click()
  const session = await orFailAfter(approved, 'the session approval')
  return { page, topic: session.topic, d }
}

const ask = <T>(d: Dapp, topic: string, method: string, params: unknown[]) =>
  orFailAfter(d.request<T>({ topic, chainId: chain(), request: { method, params } }), `the dapp's ${method}`)

// Each journey signs, proposes and executes on a loaded machine: more time than a page test's default.
describe('WalletConnect: a dapp uses the demo Safe (2 of 4: owners 3, 0, 1, 2)', { timeout: 120_000 }, () => {
  test('pair by link, see the proposal, approve; reads, an unknown method, a rejection; eth_sendTransaction → review → proposed → confirmed → executed; disconnect from the wallet ends it on the dapp', async () => {
    const d = await startDapp(relay.url, 'Uniswap-like dapp')
    dapp = d
    const page = await freshWalletPage(stack, wcPath())
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Connect a dapp' }).waitFor()
    const { uri, approved } = await proposeSession(d, dappNamespaces([chain(), 'eip155:1']))
    await pasteLink(page, uri)

    const proposal = page.getByRole('region', { name: 'Session proposal' })
    await proposal.getByRole('heading', { name: /Uniswap-like dapp wants to connect/ }).waitFor()
    const shown = await proposal.textContent()
    expect(shown).toContain('https://dapp.example')
    // The local relay has no Verify API: the page says so rather than nothing.
    expect(shown).toContain('Unverified')
    expect(shown).toContain('eip155:1')
    expect(shown).toContain('wallet_sendCalls')
    expect(shown).toContain('accountsChanged')
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await orFailAfter(approved, 'the session approval')
    // Only the chain where the Safe exists, with the Safe as the account.
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain()}:${safe().address}`])
    const topic = session.topic
    const listed = page
      .getByRole('region', { name: 'Connected dapps' })
      .getByRole('listitem', { name: 'Uniswap-like dapp' })
    await listed.waitFor()

    expect(await ask(d, topic, 'eth_chainId', [])).toBe(toHex(stack.chain.chainId))
    expect(await ask(d, topic, 'eth_accounts', [])).toEqual([safe().address])
    const balance = await ask<Hex>(d, topic, 'eth_getBalance', [safe().address, 'latest'])
    const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
    expect(BigInt(balance)).toBe(await client.getBalance({ address: safe().address }))
    await expect(ask(d, topic, 'eth_sign', [safe().address, '0x00'])).rejects.toMatchObject({
      code: 4200,
      message: expect.stringContaining('"eth_sign" is not supported'),
    })

    // A transaction the user rejects: the dapp gets 4001.
    const recipient = devAccount(7).address
    // Its rejection is caught as it comes (it arrives while the test is still clicking).
    const rejected = ask(d, topic, 'eth_sendTransaction', [{ from: safe().address, to: recipient, value: '0x2' }]).then(
      () => 'answered',
      (error: unknown) => error,
    )
    const request = page.getByRole('region', { name: 'Transaction request' })
    await request.getByText(`Requested by Uniswap-like dapp (https://dapp.example)`).first().waitFor()
    await request.getByRole('button', { name: 'Reject transaction' }).click()
    expect(await rejected).toMatchObject({ code: 4001, message: "The user rejected the request in the Safe's wallet." })

    // The next one is signed on the review screen: the dapp gets the safeTxHash of the proposal.
    const sent = ask<Hex>(d, topic, 'eth_sendTransaction', [{ from: safe().address, to: recipient, value: '0x1' }])
    await request.getByRole('heading', { name: 'Uniswap-like dapp: a transaction' }).waitFor()
    await signWhenReady(page)
    const safeTxHash = await sent
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    const details = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${safeTxHash}`)
    ).json()) as { txStatus: string; safeAppInfo: { name: string; url: string } | null }
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(details.safeAppInfo).toMatchObject({ name: 'Uniswap-like dapp', url: 'https://dapp.example' })

    // A second owner confirms and the transaction runs.
    const before = await client.getBalance({ address: recipient })
    await confirmAndExecute(stack, safe(), safeTxHash, 0)
    expect(await client.getBalance({ address: recipient })).toBe(before + 1n)

    // Disconnect from the wallet: the dapp hears it and the list empties.
    const deleted = new Promise<{ topic: string }>((resolve) => d.once('session_delete', resolve))
    await listed.getByRole('button', { name: 'Disconnect' }).click()
    expect((await orFailAfter(deleted, 'the session delete on the dapp')).topic).toBe(topic)
    await listed.waitFor({ state: 'detached' })
    expect(d.session.getAll()).toEqual([])
  })

  test('personal_sign → the message review → owner 3 signs, owner 0 confirms → the dapp gets a signature the Safe accepts (EIP-1271)', async () => {
    const { page, topic, d } = await pairedPage()
    const text = `Sign in to the test dapp ${Date.now()}`
    const signed = ask<Hex>(d, topic, 'personal_sign', [toHex(text), safe().address])
    const request = page.getByRole('region', { name: 'Message request' })
    await request.getByText('Requested by Test dapp (https://dapp.example)').waitFor()
    await request.getByRole('region', { name: 'Message' }).getByText(text).waitFor()
    const messageHash = (await request
      .getByRole('region', { name: 'Hashes' })
      .locator('code')
      .nth(2)
      .textContent()) as Hex
    await request.getByRole('button', { name: 'Sign message' }).click()
    await request.getByText(/Waiting for the other owners/).waitFor({ timeout: 30_000 })
    const typed = getSafeMessageTypedData({
      chainId: BigInt(stack.chain.chainId),
      safeAddress: safe().address,
      version: safe().version,
      message: text,
    })
    const signature = await privateKeyToAccount(devAccount(0).privateKey).signTypedData(typed)
    const confirmed = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/messages/${messageHash}/signatures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature }),
    })
    expect(confirmed.status).toBe(200)
    const safeSignature = await signed
    const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
    const isValidSignature = compatibilityFallbackHandlerAbi.filter(
      (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
    )
    const magic = await client.readContract({
      address: safe().address,
      abi: isValidSignature,
      functionName: 'isValidSignature',
      args: [hashMessage(text), safeSignature],
    })
    expect(magic).toBe(EIP1271_MAGIC_VALUE)
  })

  test('wallet_sendCalls with two calls → one MultiSend batch on the review → {id}; wallet_getCallsStatus 100, then 200 with the receipt once executed', async () => {
    const { page, topic, d } = await pairedPage()
    const chainHex = toHex(stack.chain.chainId)
    expect(await ask(d, topic, 'wallet_getCapabilities', [safe().address, [chainHex]])).toEqual({
      [chainHex]: { atomic: { status: 'supported' } },
    })
    const [a, b] = [devAccount(7).address, devAccount(8).address]
    const sent = ask<{ id: Hex }>(d, topic, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: chainHex,
        from: safe().address,
        atomicRequired: true,
        calls: [
          { to: a, value: '0x3' },
          { to: b, value: '0x4' },
        ],
      },
    ])
    const request = page.getByRole('region', { name: 'Transaction request' })
    await request.getByRole('heading', { name: 'Test dapp: 2 transactions in one batch' }).waitFor()
    await signWhenReady(page)
    const { id } = await sent
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const details = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    ).json()) as {
      txData: { operation: number; dataDecoded: { method: string } | null }
    }
    // One Safe transaction: a DELEGATECALL to MultiSendCallOnly.
    expect(details.txData.operation).toBe(1)
    expect(details.txData.dataDecoded?.method).toBe('multiSend')
    expect(await ask(d, topic, 'wallet_getCallsStatus', [id])).toMatchObject({ id, status: 100, atomic: true })

    const txHash = await confirmAndExecute(stack, safe(), id, 0)
    const status = await eventually(
      () =>
        ask<{ status: number; receipts?: { transactionHash: string; status: string }[] }>(
          d,
          topic,
          'wallet_getCallsStatus',
          [id],
        ),
      (s) => s.status === 200,
      'the gateway to index the execution',
    )
    expect(status.receipts).toEqual([expect.objectContaining({ transactionHash: txHash, status: '0x1' })])
  })

  test('a proposal that requires a chain where the Safe does not exist is refused in words; a disconnect from the dapp ends the session in the wallet', async () => {
    const d = await startDapp(relay.url, 'Mainnet-only dapp')
    dapp = d
    const page = await freshWalletPage(stack, wcPath())
    await connectAndSignIn(page, devAccount(3).address)
    const { uri, approved } = await proposeSession(d, dappNamespaces(['eip155:1'], true))
    const refused = approved.then(
      () => 'approved',
      (error: { message?: string }) => error.message ?? String(error),
    )
    await pasteLink(page, uri)
    const proposal = page.getByRole('region', { name: 'Session proposal' })
    const alert = proposal.getByRole('alert')
    await alert.waitFor()
    // sign-client 2.25 moves required namespaces to optional ones before they reach the wallet: the chain is refused
    // either way, as one where the Safe does not exist.
    expect(await alert.textContent()).toMatch(/eip155:1, where this Safe does not exist \(it exists on Concord Devnet/)
    expect(await proposal.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    expect(await refused).toContain('where this Safe does not exist')
    await proposal.getByRole('button', { name: 'Dismiss' }).click()
    await stopDapp(d)

    const paired = await pairedPage('Leaving dapp')
    const listed = paired.page
      .getByRole('region', { name: 'Connected dapps' })
      .getByRole('listitem', { name: 'Leaving dapp' })
    await listed.waitFor()
    await paired.d.disconnect({ topic: paired.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await listed.waitFor({ state: 'detached' })
  })

  test('sessions follow the open Safe and chain: wallet_switchEthereumChain to the other chain where the Safe exists (chainChanged), not to one where it does not (opening another Safe moves the sessions to it: walletConnectAnywhere.test.ts)', async () => {
    const d = await startDapp(relay.url, 'Two-chain dapp')
    dapp = d
    const page = await freshWalletPage(stack, wcPath())
    await connectAndSignIn(page, devAccount(3).address)
    const dev2 = 'eip155:31338'
    const { uri, approved } = await proposeSession(d, dappNamespaces([chain(), dev2]))
    await pasteLink(page, uri)
    await page.getByRole('region', { name: 'Session proposal' }).getByRole('button', { name: 'Approve' }).click()
    const session = await orFailAfter(approved, 'the session approval')
    // The gateway knows the Safe on both chains: both are approved, the open one first.
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain()}:${safe().address}`, `${dev2}:${safe().address}`])
    const events: { name: string; data: unknown }[] = []
    d.on('session_event', ({ params }) => events.push(params.event))

    expect(await ask(d, session.topic, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    await page.waitForURL(`**/dev2:${safe().address}/walletconnect`)
    await eventually(
      () => events,
      (seen) => seen.some((e) => e.name === 'chainChanged' && e.data === '0x7a6a'),
      'the dapp hears chainChanged to the second chain',
    )
    const onDev2 = await d.request<string>({
      topic: session.topic,
      chainId: dev2,
      request: { method: 'eth_chainId', params: [] },
    })
    expect(onDev2).toBe('0x7a6a')
    const refused = await d
      .request({
        topic: session.topic,
        chainId: dev2,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      })
      .then(
        () => 'switched',
        (error: unknown) => error,
      )
    expect(refused).toMatchObject({ code: 4902, message: expect.stringContaining('does not exist on chain 1') })
  })

  test("a proposal's chains are those where the open Safe exists, after switching Safe: both dev chains on the demo Safe, only the first on a Safe created there alone", async () => {
    const oneChain = await createOneChainSafe(stack, 3, 'walletconnect-one-chain')
    const d = await startDapp(relay.url, 'Chain-picky dapp')
    dapp = d
    const page = await freshWalletPage(stack, wcPath())
    await connectAndSignIn(page, devAccount(3).address)
    const dev2 = 'eip155:31338'
    const { uri, approved } = await proposeSession(d, dappNamespaces([chain(), dev2]))
    await pasteLink(page, uri)
    const proposal = page.getByRole('region', { name: 'Session proposal' })
    const offer = proposal.getByText('The dapp will see this Safe')
    await offer.waitFor()
    expect(await offer.textContent()).toMatch(
      new RegExp(`\\(${safe().address}\\) on .*\\(${chain()}\\), .*\\(${dev2}\\)`),
    )

    // The owner opens the other Safe in the app (Concord → My Safes → its card → Connect a dapp): the proposal waits.
    await page.getByRole('link', { name: 'Concord', exact: true }).click()
    await page.locator(`a[href="/dev:${oneChain}/home"]`).click()
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Connect a dapp' }).click()
    await page.waitForURL(`**/dev:${oneChain}/walletconnect`)
    await eventually(
      () => offer.textContent({ timeout: 5_000 }).catch(() => null),
      (text) => text?.includes(`(${oneChain})`) === true,
      'the proposal offers the Safe now open',
    )
    const text = (await offer.textContent()) ?? ''
    expect(text).toContain(`(${chain()})`)
    expect(text).not.toContain(dev2)
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await orFailAfter(approved, 'the session approval')
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain()}:${oneChain}`])
  })

  test("an owner's phone wallet: RainbowKit's WalletConnect dials the configured relay with the project id, and the relay takes the connection", async () => {
    const page = await freshWalletPage(stack, `/dev:${safe().address}/home`)
    const before = relay.stats.connections
    const dialed = page.waitForEvent('websocket', (ws) => ws.url().startsWith(relay.url))
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    expect((await dialed).url()).toContain('projectId=concord-wc-test')
    // Without the gateway's relayUrl it would dial wss://relay.walletconnect.org, out of this machine's reach.
    await eventually(
      () => relay.stats.connections,
      (n) => n > before,
      'the local relay accepts RainbowKit’s connection',
    )
  })
})
