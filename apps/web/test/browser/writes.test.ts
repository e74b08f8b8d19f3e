import { demoSafeHistory, devAccounts } from '@concord/devchain'
import { safeAbi } from '@concord/protocol'
import { createPublicClient, getAddress, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { proposeSigned } from './flowsHelpers'
import { freshPage, type Stack, startStack, waitForIndexedOwner, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

describe('what other owners do reaches an open page, in Chromium', () => {
  test('a transaction proposed by another owner through the gateway appears in the open queue without reload', async () => {
    const demo = stack.chain.demo.safe
    const nonce = Number(demoSafeHistory.finalNonce)
    await waitForSafeNonce(stack, demo.address, nonce)
    const page = await freshPage(stack, `/dev:${demo.address}/transactions/queue`)
    await page.getByText('No transactions are waiting.').waitFor()

    // Owner 1 proposes sending 0.5 ETH to account 5, signing the safeTxHash with its key (Node side, no browser).
    const recipient = devAccounts[5]
    if (!recipient) throw new Error('anvil has at least 6 dev accounts')
    const call = { to: recipient.address, value: parseEther('0.5'), data: '0x' as const }
    const safeTxHash = await proposeSigned(stack, demo, call, nonce, [1])

    // The queue's poll (15 s) brings it in: the page is never reloaded.
    const row = page.getByRole('listitem').filter({ hasText: /0\.5 ETH/ })
    await row.waitFor({ timeout: 25_000 })
    const text = (await row.textContent()) ?? ''
    expect(text).toContain(String(nonce))
    expect(text).toContain('1/2')
    expect(text).toContain('Needs 1 more confirmation')
    expect(await page.getByRole('heading', { name: 'Next', exact: true }).count()).toBe(1)

    await row.getByRole('link').click()
    const hashes = page.getByRole('region', { name: 'Hashes' })
    // The hashes are recomputed once the page has painted ("Checking…" until then).
    await hashes.getByRole('status').filter({ hasText: "matches the gateway's" }).waitFor()
    expect(await hashes.textContent()).toContain(safeTxHash)
    expect(await page.getByTestId('hash-mismatch').count()).toBe(0)
  })
})

describe('creating a Safe in Chromium', () => {
  test('a 2-of-2 of accounts 0 and 1: validation in words, a majority threshold, typed names kept, a review with the fee, deploy, the guide after, its home, listed in My Safes', async () => {
    const [account0, account1] = devAccounts
    if (!account0 || !account1) throw new Error('anvil has dev accounts')
    const page = await freshPage(stack)
    await connectAndSignIn(page, account0.address)
    await page.getByRole('link', { name: 'Create a Safe' }).click()
    await page.getByRole('heading', { name: 'Create a Safe' }).waitFor()

    const fix = page.getByRole('alert', { name: 'What to fix' })
    await page.getByLabel('Owner 1 address').fill(account0.address)
    await page.getByLabel('Owner 2 address').fill('0x1234')
    await fix.getByText('Owner 2: 0x1234 is not a valid address (0x followed by 40 hex digits).').waitFor()
    await page.getByLabel('Owner 2 address').fill(account0.address.toLowerCase())
    await fix.getByText('Owner 2 is the same address as owner 1: remove the duplicate.').waitFor()
    await page.getByLabel('Owner 2 address').fill(account1.address)
    await fix.waitFor({ state: 'detached' })
    await page.getByLabel('Owner 1 name').fill('Alice')
    await page.getByLabel('Owner 2 name').fill('Bob')
    // The threshold suggested is a majority of the owners: 2 of 3 with a third row, 2 of 2 again without it.
    const threshold = page.getByRole('combobox', { name: /^Threshold/ })
    await page.getByRole('button', { name: 'Add owner' }).click()
    await threshold.filter({ hasText: '2 of 3 owners' }).waitFor()
    await page.getByRole('button', { name: 'Remove owner 3' }).click()
    await threshold.filter({ hasText: '2 of 2 owners' }).waitFor()

    const predictedText = await page.getByRole('region', { name: 'Predicted address' }).locator('code').textContent()
    const predicted = getAddress(predictedText ?? '')
    // The review says what will be created, with the names typed and what deploying costs, before anything is sent.
    await page.getByRole('button', { name: 'Review' }).click()
    const review = page.getByRole('region', { name: 'Review' })
    await review
      .getByLabel('Network fee')
      .getByText(/up to [\d.,]+ ETH/)
      .waitFor({ timeout: 30_000 })
    const reviewText = (await review.textContent()) ?? ''
    for (const part of ['Alice', 'Bob', '2 out of 2 owners must confirm', '(L2)']) expect(reviewText).toContain(part)
    expect(await review.getByRole('listitem').count()).toBe(2)
    await page.getByRole('button', { name: 'Deploy Safe' }).click()
    // After: what to do next, with the link to share with the other owner.
    const guide = page.getByRole('region', { name: 'Your Safe is ready' })
    await guide.getByRole('heading', { name: 'Fund your Safe' }).waitFor({ timeout: 60_000 })
    await guide.getByText(`${stack.url}/dev:${predicted}/home`).waitFor()
    await guide.getByRole('link', { name: 'Open your Safe' }).click()
    await page.waitForURL(`**/dev:${predicted}/home`)
    const overview = page.getByRole('region', { name: 'Safe overview' })
    await overview.waitFor()
    const text = (await overview.textContent()) ?? ''
    expect(text).toContain('2/2')
    expect(text).toContain('Alice')
    expect(text).toContain('Bob')

    // The deployment is among the wallet's recent transactions (RainbowKit's profile dialog).
    await page.getByRole('button', { name: /0xf3…2266/ }).click()
    await page.getByText(`Create Safe ${predicted.slice(0, 6)}…${predicted.slice(-4)}`).waitFor()
    await page.keyboard.press('Escape')

    // The chain agrees: the Safe at the predicted address has the two owners and threshold 2.
    const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
    const owners = await client.readContract({ address: predicted, abi: safeAbi, functionName: 'getOwners' })
    expect(owners).toEqual([account0.address, account1.address])
    expect(await client.readContract({ address: predicted, abi: safeAbi, functionName: 'getThreshold' })).toBe(2n)

    await waitForIndexedOwner(stack, account0.address, predicted)
    await page.goto(stack.url)
    const mySafes = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'My Safes' }) })
    await mySafes.getByRole('link', { name: new RegExp(predicted.slice(0, 8)) }).waitFor()
  })
})
