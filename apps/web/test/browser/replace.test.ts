import { demoErc20Abi } from '@concord/devchain'
import { safeAbi } from '@concord/protocol'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { proposeThroughGateway, signOnReview, switchAccount, txIdOf, waitForTxStatus } from './lifecycleHelpers'
import { overrideWebConfig } from './liveOwners'
import { pickToken } from './pickers'
import { settingsClient, storedDraft } from './settingsHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })

describe('replacing a queued transaction in Chromium, on the demo Safe (2-of-4)', () => {
  test('owner 3 replaces owner 1’s queued ETH transfer with a dUSDC transfer at its nonce (the queue says what each owner must do); owner 0 confirms and executes; the original is CANCELLED', async () => {
    const safe = stack.chain.demo.safe.address
    const usdc = stack.chain.tokens.usdc.address
    const nonce = Number(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }))
    const [ethRecipient, usdcRecipient] = [devAccount(8).address, devAccount(6).address]
    const erc20Of = (who: `0x${string}`) =>
      client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    const before = {
      eth: await client().getBalance({ address: ethRecipient }),
      safeUsdc: await erc20Of(safe),
      recipientUsdc: await erc20Of(usdcRecipient),
    }
    const original = await proposeThroughGateway(stack, 1, ethRecipient, parseEther('0.05'), nonce)

    // Another owner opens the queued transaction and picks "Replace": the new-transaction menu at that nonce.
    const page = await freshPage(stack, `/dev:${safe}/transactions/tx?id=${encodeURIComponent(original)}`)
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByRole('region', { name: 'Reject or replace' }).getByRole('link', { name: 'Replace' }).click()
    await page.waitForURL(`**/transactions/new?nonce=${nonce}`)
    await page.getByRole('heading', { name: 'New transaction' }).waitFor()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await page.waitForURL(`**/transactions/new/tokens?nonce=${nonce}`)
    await page.getByText(`This transaction replaces the one queued at nonce ${nonce}.`).waitFor()
    await pickToken(page, 1, usdc)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(usdcRecipient)
    await page.getByLabel('Amount 1', { exact: true }).fill('250')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')

    // The review keeps the nonce (not editable) and warns that it competes with the queued transaction.
    expect(await storedDraft(page, `dev:${safe}`)).toMatchObject({ nonce, origin: 'replace' })
    const nonceBox = page.getByRole('textbox', { name: 'Nonce' })
    await nonceBox.waitFor()
    expect(await nonceBox.inputValue()).toBe(String(nonce))
    expect(await nonceBox.isDisabled()).toBe(true)
    await page
      .getByText(`A queued transaction already has nonce ${nonce}: executing one of them cancels the other.`)
      .waitFor()
    await signOnReview(page)
    const replacement = txIdOf(page)
    expect(replacement).not.toBe(original)

    // The queue groups both at that nonce and says what the connected owner must do about each, as the dashboard does.
    await page.goto(`${stack.url}/dev:${safe}/transactions/queue`)
    const originalRow = page.getByRole('listitem').filter({ hasText: /0\.05 ETH/ })
    const replacementRow = page.getByRole('listitem').filter({ hasText: /250 dUSDC/ })
    await originalRow.getByText('Needs your signature').waitFor()
    await replacementRow.getByText('Needs 1 more confirmation').waitFor()
    await page.getByText(`Nonce ${nonce}: conflicting transactions`).waitFor()

    // Threshold 2: a second owner, who signed neither, confirms the replacement and executes it at once.
    await switchAccount(page, devAccount(0).address)
    await replacementRow.getByText('Needs your signature').waitFor()
    await originalRow.getByText('Needs your signature').waitFor()
    await replacementRow.getByRole('link').click()
    await page.waitForURL(`**/transactions/tx?id=${encodeURIComponent(replacement)}`)
    await page.getByLabel(/Execute immediately/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    await waitForTxStatus(stack, replacement, 'SUCCESS')
    await waitForTxStatus(stack, original, 'CANCELLED')
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(original)}`)
    await page.locator('.page__head').getByText('Cancelled').waitFor()
    expect(await page.getByRole('button', { name: /Confirm|Execute|Reject/ }).count()).toBe(0)

    // On chain: one execution at that nonce, the dUSDC moved, the ETH did not.
    expect(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(BigInt(nonce + 1))
    expect((await erc20Of(usdcRecipient)) - before.recipientUsdc).toBe(parseUnits('250', 6))
    expect(before.safeUsdc - (await erc20Of(safe))).toBe(parseUnits('250', 6))
    expect(await client().getBalance({ address: ethRecipient })).toBe(before.eth)
  }, 180_000)
})

/** Dev account 7 mints `amount` dUSDC to itself and sends it to the demo Safe (an incoming transfer). */
async function sendUsdcToSafe(amount: string) {
  const chain = settingsClient(stack.chain)
  const from = privateKeyToAccount(devAccount(7).privateKey)
  const common = { account: from, address: stack.chain.tokens.usdc.address, abi: demoErc20Abi } as const
  const value = parseUnits(amount, 6)
  await chain.waitForTransactionReceipt({
    hash: await chain.writeContract({ ...common, functionName: 'mint', args: [from.address, value] }),
  })
  await chain.waitForTransactionReceipt({
    hash: await chain.writeContract({
      ...common,
      functionName: 'transfer',
      args: [stack.chain.demo.safe.address, value],
    }),
  })
}

/** The demo Safe's dUSDC balance on chain, as the Assets page writes it (whole amounts, grouped thousands). */
async function safeUsdcAsShown(): Promise<string> {
  const raw = await client().readContract({
    address: stack.chain.tokens.usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [stack.chain.demo.safe.address],
  })
  return `${Number(formatUnits(raw, 6)).toLocaleString('en-US')} dUSDC`
}

/** The demo Safe's Assets page showing the chain's dUSDC balance, the app's poll interval overridden, its stream up or cut. */
async function balancesPage(pollIntervalMs: number, stream: 'open' | 'cut'): Promise<Page> {
  const page = await freshPage(stack, '/config.json')
  await overrideWebConfig(page, { pollIntervalMs })
  if (stream === 'cut') await page.route('**/events', (route) => route.abort('connectionrefused'))
  // The stream is a long-lived response: its headers arrive as soon as the gateway accepts it.
  const opened = stream === 'open' ? page.waitForResponse((response) => response.url().endsWith('/events')) : null
  await page.goto(`${stack.url}/dev:${stack.chain.demo.safe.address}/balances`)
  if (opened) expect((await opened).status()).toBe(200)
  await usdcShown(page)
  return page
}

/** Resolves once the page's dUSDC row shows the Safe's balance on chain. */
async function usdcShown(page: Page) {
  await page
    .getByRole('row', { name: /dUSDC/ })
    .getByText(await safeUsdcAsShown())
    .waitFor({ timeout: 30_000 })
}

describe('the Assets page follows the Safe: through its event stream, polling only while the stream is down', () => {
  test('stream open, polling off: an incoming dUSDC transfer shows without reload', async () => {
    // Ten minutes between polls: within the test only the event stream can refresh the page.
    const page = await balancesPage(600_000, 'open')
    await sendUsdcToSafe('40')
    await usdcShown(page)
  })

  test('stream cut: the page polls (every second here) and shows an incoming dUSDC transfer', async () => {
    const page = await balancesPage(1000, 'cut')
    await sendUsdcToSafe('10')
    await usdcShown(page)
  })
})
