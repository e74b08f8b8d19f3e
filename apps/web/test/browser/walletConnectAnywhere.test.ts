import { eventually } from '@concord/test-kit/eventually'
import { startWalletConnectRelay, type WalletConnectRelay } from '@concord/test-kit/walletconnect'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'
import {
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

// Issue 31, what was left: a dapp's requests reach the owner on any of the Safe's pages, survive a reload, and opening
// another Safe moves the sessions to it (Safe{Wallet}'s behaviour: accountsChanged / chainChanged). The dapp is the real @walletconnect/sign-client in Node, the wallet
// the web app's @reown/walletkit in Chromium, between them the tests' local relay: a stand-in for WalletConnect's
// relay, which this machine cannot reach.

let relay: WalletConnectRelay
let stack: Stack
let dapp: Dapp | undefined

beforeAll(async () => {
  relay = await startWalletConnectRelay()
  stack = await startSeededStack({ walletConnect: { projectId: 'concord-wc-test', relayUrl: relay.url } })
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
const safePath = (address: string, page: string) => `/dev:${address}/${page}`
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Owner 3 on Safe `address`'s WalletConnect page, a dapp paired and approved there; returns the session topic. */
async function paired(name: string, address = safe().address): Promise<{ page: Page; topic: string; d: Dapp }> {
  const d = await startDapp(relay.url, name)
  dapp = d
  const page = await freshWalletPage(stack, safePath(address, 'walletconnect'))
  await connectAndSignIn(page, devAccount(3).address)
  const { uri, approved } = await proposeSession(d, dappNamespaces([chain()]))
  await pasteLink(page, uri)
  await page.getByRole('region', { name: 'Session proposal' }).getByRole('button', { name: 'Approve' }).click()
  const session = await orFailAfter(approved, 'the session approval')
  await page.getByRole('region', { name: 'Connected dapps' }).getByRole('listitem', { name }).waitFor()
  return { page, topic: session.topic, d }
}

const send = (d: Dapp, topic: string, to: string, value: Hex) =>
  orFailAfter(
    d.request<Hex>({
      topic,
      chainId: chain(),
      request: { method: 'eth_sendTransaction', params: [{ from: safe().address, to, value }] },
    }),
    "the dapp's eth_sendTransaction",
    // The request waits for the test to open the page and sign on it.
    90_000,
  )

/** The gateway's status of a proposal. */
async function txStatus(safeTxHash: Hex): Promise<string> {
  const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${safeTxHash}`)
  return ((await response.json()) as { txStatus: string }).txStatus
}

describe('WalletConnect requests reach the owner wherever they are (demo Safe, 2 of 4)', { timeout: 180_000 }, () => {
  test("a dapp's eth_sendTransaction while the owner is on Home: the request shows there, is reviewed and signed, the dapp gets the safeTxHash", async () => {
    const { page, topic, d } = await paired('Uniswap')
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Home' }).click()
    await page.waitForURL(`**${safePath(safe().address, 'home')}`)

    const sent = send(d, topic, devAccount(7).address, '0x3')
    await page.getByText('Uniswap asks you to sign a transaction').waitFor()
    const request = page.getByRole('region', { name: 'Transaction request' })
    await request.getByText('Requested by Uniswap (https://dapp.example)').first().waitFor()
    // Still on Home: the review came to the owner, not the owner to the WalletConnect page.
    expect(new URL(page.url()).pathname).toBe(safePath(safe().address, 'home'))
    await signWhenReady(page)
    const safeTxHash = await sent
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await txStatus(safeTxHash)).toBe('AWAITING_CONFIRMATIONS')
    await request.waitFor({ state: 'detached' })
  })

  test('a reload keeps the session, and a request sent while Concord was closed is shown on the next load, on the Queue page', async () => {
    const { page, topic, d } = await paired('Away dapp')
    const context = page.context()
    await page.close()

    // No page of Concord is open: the relay keeps the request until the wallet is back.
    const sent = send(d, topic, devAccount(8).address, '0x4')
    const back = await context.newPage()
    await back.goto(`${stack.url}${safePath(safe().address, 'transactions/queue')}`)
    await back.getByText('Away dapp asks you to sign a transaction').waitFor({ timeout: 30_000 })
    await signWhenReady(back)
    const safeTxHash = await sent
    expect(await txStatus(safeTxHash)).toBe('AWAITING_CONFIRMATIONS')

    // The session itself survived the reload: listed, and still answering.
    await back.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Connect a dapp' }).click()
    await back.getByRole('region', { name: 'Connected dapps' }).getByRole('listitem', { name: 'Away dapp' }).waitFor()
    const accounts = await orFailAfter(
      d.request<string[]>({ topic, chainId: chain(), request: { method: 'eth_accounts', params: [] } }),
      "the dapp's eth_accounts after the reload",
    )
    expect(accounts).toEqual([safe().address])
  })

  test("opening another Safe moves the dapp to it: the dapp hears accountsChanged [B], its session names B, a transaction lands in B's review; one sent for A before the switch is refused in words", async () => {
    const { page, topic, d } = await paired('Moving dapp')
    const events: { name: string; data: unknown }[] = []
    d.on('session_event', ({ params }) => events.push(params.event))
    const safeB = stack.chain.demo.safe130.address

    await page.goto(`${stack.url}${safePath(safeB, 'walletconnect')}`)
    await eventually(
      () => events,
      (seen) => seen.some((e) => e.name === 'accountsChanged' && JSON.stringify(e.data) === JSON.stringify([safeB])),
      'the dapp hears accountsChanged [Safe B]',
    )
    // The dapp's copy of the session names Safe B now, on the open chain.
    await eventually(
      () => d.session.get(topic).namespaces.eip155?.accounts,
      (accounts) => JSON.stringify(accounts) === JSON.stringify([`${chain()}:${safeB}`]),
      "the dapp's session names Safe B",
    )
    const list = page.getByRole('region', { name: 'Connected dapps' })
    await list.getByRole('listitem', { name: 'Moving dapp' }).waitFor()
    expect(await list.getByRole('listitem', { name: 'Moving dapp' }).textContent()).toContain(
      `connected to ${shortAddress(safeB)}`,
    )
    await page.getByText(`Moving dapp is now connected to ${shortAddress(safeB)}`).waitFor()
    const accounts = await orFailAfter(
      d.request<string[]>({ topic, chainId: chain(), request: { method: 'eth_accounts', params: [] } }),
      "the dapp's eth_accounts after the switch",
    )
    expect(accounts).toEqual([safeB])

    // A request still naming Safe A (sent before the dapp heard of the switch) is not signed for B: refused in words.
    const refused = await send(d, topic, devAccount(7).address, '0x5').then(
      () => 'answered',
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({
      code: 4100,
      message: expect.stringContaining(
        `The request is for ${safe().address}, but the dapp is now connected to the Safe ${safeB}`,
      ),
    })
    expect(await page.getByRole('region', { name: 'Transaction request' }).count()).toBe(0)

    // The dapp's transaction for B goes to B's review, which names the dapp and the Safe.
    const sent = orFailAfter(
      d.request<Hex>({
        topic,
        chainId: chain(),
        request: { method: 'eth_sendTransaction', params: [{ from: safeB, to: devAccount(7).address, value: '0x6' }] },
      }),
      "the dapp's eth_sendTransaction for Safe B",
      90_000,
    )
    await page.getByText(`Moving dapp asks you to sign a transaction for the Safe ${shortAddress(safeB)}`).waitFor()
    await page
      .getByRole('region', { name: 'Transaction request' })
      .getByText('Requested by Moving dapp')
      .first()
      .waitFor()
    await signWhenReady(page)
    const safeTxHash = await sent
    const details = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${safeTxHash}`)
    expect(((await details.json()) as { safeAddress: string }).safeAddress).toBe(safeB)
  })
})
