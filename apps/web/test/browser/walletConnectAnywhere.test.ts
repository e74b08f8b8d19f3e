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

// Issue 31, what was left: a dapp's requests reach the owner on any of the Safe's pages, survive a reload, and a
// session stays with the Safe it was approved for. The dapp is the real @walletconnect/sign-client in Node, the wallet
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

  test("switching to another Safe does not offer the first Safe's session: not listed there, not moved to it, its transactions refused in words until its Safe is open again", async () => {
    const { page, topic, d } = await paired('Safe A dapp')
    const events: { name: string; data: unknown }[] = []
    d.on('session_event', ({ params }) => events.push(params.event))
    const other = stack.chain.demo.safe130.address

    await page.goto(`${stack.url}${safePath(other, 'walletconnect')}`)
    const list = page.getByRole('region', { name: 'Connected dapps' })
    await list.getByText('No dapp is connected to this Safe.').waitFor()
    expect(await list.getByRole('listitem', { name: 'Safe A dapp' }).count()).toBe(0)

    // The session still names Safe A; a transaction asked through it while Safe B is open is refused, in words.
    const refused = await send(d, topic, devAccount(7).address, '0x5').then(
      () => 'answered',
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({
      code: 4100,
      message: expect.stringContaining(`open ${safe().address} in Concord`),
    })
    expect(d.session.get(topic).namespaces.eip155?.accounts).toEqual([`${chain()}:${safe().address}`])
    expect(events.filter((e) => e.name === 'accountsChanged')).toEqual([])
    // Nothing of it was put on Safe B's review.
    expect(await page.getByRole('region', { name: 'Transaction request' }).count()).toBe(0)

    // Back on Safe A, the session is there and serves again.
    await page.goto(`${stack.url}${safePath(safe().address, 'walletconnect')}`)
    await list.getByRole('listitem', { name: 'Safe A dapp' }).waitFor()
    const sent = send(d, topic, devAccount(7).address, '0x6')
    await page.getByText('Safe A dapp asks you to sign a transaction').waitFor()
    await signWhenReady(page)
    expect(await sent).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
