// Issue 34 point 2: spending limits (Safe's AllowanceModule; on the dev chain a stand-in at the canonical address).
import { demoTokens } from '@concord/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, signOnReview } from './flowsHelpers'
import { switchAccount } from './lifecycleHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const limitsApi = () =>
  `${stack.url}/v1/chains/${stack.chain.chainId}/safes/${stack.chain.demo.safe.address}/spending-limits`

describe('spending limits in Chromium', () => {
  test('Home without a wallet connected loads no spending limits (the card is only for a connected beneficiary)', async () => {
    const page = await freshPage(stack, '/config.json')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${stack.url}/dev:${stack.chain.demo.safe.address}`)
    // The health card comes with the page's settle, as the spending limit card did.
    await page.getByRole('region', { name: 'Security health' }).waitFor({ timeout: 30_000 })
    await page
      .getByRole('button', { name: /connect wallet/i })
      .first()
      .waitFor({ timeout: 30_000 })
    expect(requested.filter((url) => url.includes('spending-limits'))).toEqual([])
  })

  test('owners set a limit through the review; the beneficiary spends within it from Home, is refused beyond it, and history shows the module transaction with the beneficiary named in its details', async () => {
    const safe = stack.chain.demo.safe.address
    const beneficiary = devAccount(6).address
    const recipient = devAccount(7).address
    const page = await freshPage(stack, `/dev:${safe}/settings/spending-limits`)
    await connectAndSignIn(page, devAccount(0).address)

    // Owner 0: a weekly limit of 100 dUSDC for account 6, reviewed in words.
    const card = page.getByRole('region', { name: 'Spending limits' })
    await card.getByText('No spending limits.').waitFor({ timeout: 30_000 })
    const form = card.getByRole('form', { name: 'New spending limit' })
    await form.getByLabel('Beneficiary').fill(beneficiary)
    await form.getByLabel('Token').selectOption({ label: demoTokens.usdc.symbol })
    await form.getByLabel('Amount').fill('100')
    await form.getByLabel('Reset period').selectOption({ label: '1 week' })
    await form.getByRole('button', { name: 'Review spending limit' }).click()
    await page.waitForURL(/\/transactions\/review$/)
    const short = `${beneficiary.slice(0, 6)}…${beneficiary.slice(-4)}`
    await page
      .getByRole('heading', { name: `Spending limit: lets ${short} spend up to 100 dUSDC per week without signatures` })
      .waitFor({ timeout: 30_000 })
    await signOnReview(page)

    // Owner 1 confirms and executes (threshold 2): the module is enabled, the delegate added and the limit set at once.
    await switchAccount(page, devAccount(1).address)
    await page.getByLabel(/Execute immediately/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })

    await page.goto(`${stack.url}/dev:${safe}/settings/spending-limits`)
    await card.getByText('0 dUSDC spent of 100 dUSDC per week').waitFor({ timeout: 30_000 })

    // The beneficiary (not an owner) sees its limit on Home and spends 30 dUSDC without the owners.
    await switchAccount(page, beneficiary)
    await page.goto(`${stack.url}/dev:${safe}`)
    const yours = page.getByRole('region', { name: 'Your spending limit' })
    await yours.getByText('100 dUSDC').first().waitFor({ timeout: 30_000 })
    await yours.getByLabel('Recipient').fill(recipient)
    await yours.getByLabel(/Amount/).fill('30')
    await yours.getByRole('button', { name: 'Spend' }).click()
    await yours.getByText('Sent.').waitFor({ timeout: 30_000 })
    await yours.getByText('70 dUSDC', { exact: true }).waitFor({ timeout: 30_000 })
    const limits = await (await fetch(limitsApi())).json()
    expect(limits.items).toMatchObject([{ beneficiary, spent: '30000000', amount: '100000000' }])

    // A second spend over what remains is refused in the form, before any wallet is asked.
    await yours.getByLabel(/Amount/).fill('80')
    await yours.getByRole('button', { name: 'Spend' }).click()
    await yours
      .getByRole('alert')
      .getByText('That is more than your spending limit allows: 70 dUSDC remain until it resets.')
      .waitFor()
    expect((await (await fetch(limitsApi())).json()).items[0].spent).toBe('30000000')

    // History: the transfer is the Safe's module transaction.
    await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
    const row = page.locator('li.history-row--module').first()
    await row.waitFor({ timeout: 30_000 })
    expect(await row.textContent()).toMatch(/30.*dUSDC/)
    expect(await row.textContent()).toContain(`Spent from ${short}'s spending limit`)

    // Its details name who spent it: the beneficiary, from its spending limit.
    await row.getByRole('link').first().click()
    await page.waitForURL(/\/transactions\/tx\?id=/)
    const spentFrom = page.locator('p', { hasText: "'s spending limit" })
    await spentFrom.waitFor({ timeout: 30_000 })
    expect(await spentFrom.textContent()).toMatch(/^Spent from .*'s spending limit$/)
    expect(await spentFrom.locator('code').getAttribute('title')).toBe(beneficiary)
  }, 300_000)
})
