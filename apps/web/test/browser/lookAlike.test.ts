import { demoErc20Abi, demoSafeHistory } from '@concord/devchain'
import { createGatewayClient } from '@concord/gateway-client'
import { type PagesServer, startPagesServer } from '@concord/test-kit/bridge'
import { frameAt } from '@concord/test-kit/chromium'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, createWalletClient, getAddress, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appReady, continuePastNotice, devCatalogue, inApp } from './appsHelpers'
import { devAccount, proposeSigned } from './flowsHelpers'
import { pickToken } from './pickers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
let pages: PagesServer
let catalogue: Awaited<ReturnType<typeof devCatalogue>>
let fixtureUrl: string

// "Vendor: Acme" is dev account 5, whom the demo Safe paid; the poisoner's copy keeps its first 3 and last 4 hex
// characters (issue 33: 0x996F…A4dC against 0x9965…A4dc).
const vendor = () => devAccount(5).address
const POISONER = getAddress(`0x996f${'1'.repeat(32)}a4dc`)
const BOOK = () => JSON.stringify({ [vendor()]: 'Vendor: Acme' })
const SIDE_BY_SIDE = () =>
  `${POISONER.slice(0, 6)}…${POISONER.slice(-4)} looks like Vendor: Acme ${vendor().slice(0, 6)}…${vendor().slice(-4)}`

beforeAll(async () => {
  pages = await startPagesServer(['app-page'])
  fixtureUrl = `${pages.appOrigin}/app-page.html`
  catalogue = await devCatalogue(fixtureUrl)
  stack = await startStack({ safeApps: catalogue.safeApps })
}, 240_000)
afterAll(async () => {
  await stack?.stop()
  await catalogue?.close()
  await pages?.close()
})

const safeKey = () => `dev:${stack.chain.demo.safe.address}`

/** A page on the demo Safe, connected as owner 0, with "Vendor: Acme" in the address book. */
async function ownerPageWithVendor(path: string): Promise<Page> {
  const page = await freshPage(stack, `/${safeKey()}/home`)
  await connectAndSignIn(page, devAccount(0).address)
  await page.evaluate(`localStorage.setItem('concord.addressBook', '${BOOK()}')`)
  await page.goto(`${stack.url}/${safeKey()}${path}`)
  return page
}

/** Waits until `button` is enabled or disabled, as asked (the checks behind it run against the gateway). */
async function untilEnabled(button: Locator, enabled: boolean) {
  const handle = await button.elementHandle({ timeout: 30_000 })
  if (!handle) throw new Error('no button')
  await handle.waitForElementState(enabled ? 'enabled' : 'disabled', { timeout: 30_000 })
}

describe('look-alike recipients (issue 33 point 1; bulk execution: issue 33 point 1, what was left)', () => {
  test('a send to the look-alike of "Vendor: Acme" is named side by side in the form and the review, and Sign waits for "I checked"', async () => {
    const page = await ownerPageWithVendor('/home')
    await page.getByRole('link', { name: 'New transaction' }).click()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    const usdc = stack.chain.tokens.usdc.address
    await pickToken(page, 1, usdc)

    // The token's own contract as the recipient: the tokens would be lost.
    await page.getByLabel('Recipient address 1', { exact: true }).fill(usdc)
    await page.getByText('This is a token contract: tokens sent to a token contract are usually lost.').waitFor({
      timeout: 30_000,
    })

    // The vendor itself: a payee the Safe paid before, no warning.
    await page.getByLabel('Recipient address 1', { exact: true }).fill(vendor())
    await page.getByText(/^Paid 3 times, last on \d{1,2} \w{3} \d{4}$/).waitFor({ timeout: 30_000 })
    expect(await page.getByText('Look-alike address:').count()).toBe(0)

    await page.getByLabel('Recipient address 1', { exact: true }).fill(POISONER)
    const field = page.getByRole('alert').filter({ hasText: 'Look-alike address:' })
    await field.waitFor({ timeout: 30_000 })
    expect(await field.textContent()).toContain(SIDE_BY_SIDE())
    await page.getByText('New recipient: this Safe has never paid this address.').waitFor()
    await page.getByLabel('Amount 1', { exact: true }).fill('5')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')

    const panel = page.getByRole('region', { name: 'Recipients' })
    expect(await panel.getByRole('alert').first().textContent({ timeout: 30_000 })).toContain(SIDE_BY_SIDE())
    const signRegion = page.getByRole('region', { name: 'Sign' })
    const guard = signRegion.getByRole('group', { name: 'Look-alike recipients' })
    await guard.waitFor({ timeout: 30_000 })
    expect(await guard.textContent()).toContain(SIDE_BY_SIDE())
    const sign = signRegion.getByRole('button', { name: 'Sign', exact: true })
    await untilEnabled(sign, false)
    await signRegion.getByText(/tick "I checked, this is the right address" to sign/).waitFor()
    await guard.getByRole('checkbox', { name: 'I checked, this is the right address' }).check()
    await untilEnabled(sign, true)
    await guard.getByRole('checkbox', { name: 'I checked, this is the right address' }).uncheck()
    await untilEnabled(sign, false)
  })

  test("an app's sendTransactions to the look-alike is blocked the same way until confirmed, then signed", async () => {
    const page = await ownerPageWithVendor('/apps')
    await page
      .getByRole('region', { name: 'All apps' })
      .getByRole('listitem', { name: 'SDK fixture' })
      .getByRole('link', { name: 'Open', exact: true })
      .click()
    await continuePastNotice(page, 'SDK fixture')
    const frame = await frameAt(page, pages.appOrigin)
    await appReady(frame)
    const sent = inApp(
      frame,
      (app, to) => app.real.txs.send({ txs: [{ to, value: '1000', data: '0x' }] }),
      POISONER as Address,
    )
    const review = page
      .getByRole('region', { name: 'App requests' })
      .getByRole('region', { name: 'Transaction request' })
    const guard = review.getByRole('group', { name: 'Look-alike recipients' })
    await guard.waitFor({ timeout: 30_000 })
    expect(await guard.textContent()).toContain(SIDE_BY_SIDE())
    const sign = review.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true })
    await untilEnabled(sign, false)
    await guard.getByRole('checkbox', { name: 'I checked, this is the right address' }).check()
    await untilEnabled(sign, true)
    await sign.click()
    const answer = await sent
    if (!answer.ok) throw new Error(`the app was answered ${answer.message}`)
    expect(answer.value.safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('bulk execute: "Execute 2 transactions" names the transaction paying the look-alike, side by side, and waits for "I checked"', async () => {
    const nonce = Number(demoSafeHistory.finalNonce)
    await waitForSafeNonce(stack, stack.chain.demo.safe.address, nonce)
    const safe = stack.chain.demo.safe
    const plain = { to: devAccount(9).address, value: 0n, data: '0x' as const }
    await proposeSigned(stack, safe, plain, nonce, [0, 1])
    await proposeSigned(stack, safe, { ...plain, to: POISONER }, nonce + 1, [0, 1])

    const page = await ownerPageWithVendor('/transactions/queue')
    const bulk = page.getByRole('region', { name: 'Bulk execution' })
    const button = bulk.getByRole('button', { name: 'Execute 2 transactions' })
    await button.waitFor({ timeout: 30_000 })
    const guard = bulk.getByRole('group', { name: 'Look-alike recipients' })
    await guard.waitFor({ timeout: 30_000 })
    expect(await guard.textContent()).toContain(`In transaction #${nonce + 1}: ${SIDE_BY_SIDE()}`)
    // Only the transaction that pays the look-alike is named.
    expect(await guard.textContent()).not.toContain(`transaction #${nonce}:`)
    await bulk.getByText(/tick "I checked, this is the right address" to execute them/).waitFor()
    await untilEnabled(button, false)
    const checked = guard.getByRole('checkbox', { name: 'I checked, this is the right address' })
    await checked.check()
    await untilEnabled(button, true)
    await checked.uncheck()
    await untilEnabled(button, false)
  })
})

/** anvil's own JSON-RPC methods (impersonation, balances), which viem's clients do not type. */
async function anvil(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(stack.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/** `sender` (impersonated by anvil: nobody has its key) mints `amount` dUSDC at the demo faucet and sends it to the Safe. */
async function sendDust(sender: Address, amount: string) {
  await anvil('anvil_impersonateAccount', [sender])
  await anvil('anvil_setBalance', [sender, '0xde0b6b3a7640000'])
  const transport = http(stack.chain.rpcUrl)
  const wallet = createWalletClient({ account: sender, transport })
  const chain = createPublicClient({ transport })
  const usdc = stack.chain.tokens.usdc.address
  const value = parseUnits(amount, 6)
  for (const [functionName, args] of [
    ['mint', [sender, value]],
    ['transfer', [stack.chain.demo.safe.address, value]],
  ] as const) {
    const hash = await wallet.writeContract({ chain: null, address: usdc, abi: demoErc20Abi, functionName, args })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  }
}

describe('modules and notifications (issue 33 points 2 and 6)', () => {
  test('a module that is a plain account is refused with the reason, enabled only with "I know this address has no code"', async () => {
    const page = await ownerPageWithVendor('/settings')
    const form = page.getByRole('form', { name: 'Enable module' })
    await form.getByLabel('Module address').fill(devAccount(7).address)
    const override = form.getByRole('checkbox', { name: 'I know this address has no code' })
    await override.waitFor({ timeout: 30_000 })
    await form.getByRole('button', { name: 'Enable module' }).click()
    await form.getByText(/has no code: it is a plain account, not a module contract/).waitFor()
    expect(page.url()).toContain('/settings')

    await override.check()
    await form.getByRole('button', { name: 'Enable module' }).click()
    await page.waitForURL('**/transactions/review')
    await page.getByText('A module can move every asset of this Safe without your signatures, at any time.').waitFor()
    await page
      .getByRole('region', { name: 'Recipients' })
      .getByText(/This module has no code/)
      .waitFor({ timeout: 30_000 })
  })

  test('dust from a look-alike of a payee raises no notification; funds from anyone else do', async () => {
    const page = await ownerPageWithVendor('/home')
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications')
    const lookalike = getAddress(`0x9965${'e'.repeat(32)}a4dc`)
    await sendDust(lookalike, '0.01')
    await sendDust(getAddress(`0x${'c0ffee'.repeat(6)}c0ff`), '0.02')

    // The second transfer's notification arrives after the first's would have: the first made none.
    await bell.and(page.getByLabel('Notifications, 1 unread')).waitFor({ timeout: 30_000 })
    await bell.click()
    const entries = page.getByRole('region', { name: 'Notification centre' }).getByRole('listitem')
    await entries.filter({ hasText: 'Received 0.02 dUSDC' }).waitFor()
    expect(await entries.count()).toBe(1)
    // The kind is named once: the tag, then what happened.
    expect(await entries.first().textContent()).toMatch(/^Incoming funds(?!.*Incoming funds)/)
  })

  test('dust from a look-alike of an address-book entry the Safe never paid raises no notification; funds from anyone else do', async () => {
    // Only the user's address book knows this "Vendor: Acme": nothing the Safe paid, called or is owned by looks like
    // it, so the gateway's counterparty check sees nothing in its copy; the filter has to read the address book.
    const unpaid = getAddress(`0xacb7${'7'.repeat(32)}e11e`)
    const copy = getAddress(`0xacbd${'d'.repeat(32)}e11e`)
    const gateway = createGatewayClient({ baseUrl: stack.url })
    const safe = stack.chain.demo.safe.address
    expect((await gateway.getCounterparty(String(stack.chain.chainId), safe, copy)).lookAlikes).toEqual([])
    const page = await freshPage(stack, `/${safeKey()}/home`)
    await connectAndSignIn(page, devAccount(0).address)
    await page.evaluate(
      `localStorage.setItem('concord.addressBook', '${JSON.stringify({ [unpaid]: 'Vendor: Acme' })}')`,
    )
    await page.goto(`${stack.url}/${safeKey()}/home`)
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications')
    await sendDust(copy, '0.03')
    await sendDust(getAddress(`0x${'beef'.repeat(10)}`), '0.04')

    await bell.and(page.getByLabel('Notifications, 1 unread')).waitFor({ timeout: 30_000 })
    await bell.click()
    const entries = page.getByRole('region', { name: 'Notification centre' }).getByRole('listitem')
    await entries.filter({ hasText: 'Received 0.04 dUSDC' }).waitFor()
    expect(await entries.count()).toBe(1)
    expect(await entries.filter({ hasText: '0.03' }).count()).toBe(0)
  })
})
