import { createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { reviewRawTx, signOnReview } from './lifecycleHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const SPENDER = devAccount(6).address

describe('where money leaves: the failure in words, approvals (issue 33)', () => {
  test('a 500 ETH send from a Safe holding less: the review leads with what it holds and what this sends', async () => {
    const safe = stack.chain.demo.safe.address
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    await reviewRawTx(page, { to: devAccount(4).address, value: '500' })
    const lead = page.getByRole('region', { name: 'Why it would fail' })
    await lead.getByText(/^The Safe holds [\d.,]+ ETH; this sends 500 ETH$/).waitFor({ timeout: 30_000 })
    // The reason comes before the calls it is about.
    const leadsCalls = await page.evaluate(() => {
      const why = document.querySelector('[aria-label="Why it would fail"]')
      const calls = document.querySelector('[aria-label="Calls"]')
      return (
        why !== null && calls !== null && (why.compareDocumentPosition(calls) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      )
    })
    expect(leadsCalls).toBe(true)
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    await page.getByLabel('Sign anyway — this transaction would fail if executed now').check()
    await page.getByRole('button', { name: 'Sign', exact: true }).waitFor()
  })

  test('an unlimited approval is flagged, edited to 100 dUSDC before signing, executed (1-of-1 Safe), then revoked from the Approvals view', async () => {
    const safe = stack.chain.demo.safe130.address
    const usdc = stack.chain.tokens.usdc.address
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    await reviewRawTx(page, { to: usdc, data })
    const approvals = page.getByRole('region', { name: 'Approvals' })
    await approvals.getByText('Unlimited', { exact: true }).first().waitFor({ timeout: 30_000 })
    const hashes = page.getByRole('region', { name: 'Hashes' })
    await hashes.waitFor()
    const hashesBefore = await hashes.textContent()
    await approvals.getByLabel('Approved amount (dUSDC)').fill('100')
    await approvals.getByRole('button', { name: 'Set amount' }).click()
    await approvals.getByText('100 dUSDC', { exact: true }).waitFor()
    expect(await approvals.getByText('Unlimited', { exact: true }).count()).toBe(0)
    // The safeTxHash is recomputed for the edited call.
    await page.waitForFunction(
      (before) => document.querySelector('[aria-label="Hashes"]')?.textContent !== before,
      hashesBefore,
      { timeout: 30_000 },
    )
    await page.getByLabel(/Execute immediately/).check()
    await signOnReview(page)
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    const allowance = await client().readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [safe, SPENDER],
    })
    expect(allowance).toBe(parseUnits('100', 6))
    // The details page lists it read-only for everyone.
    await page.getByRole('region', { name: 'Approvals' }).getByText('100 dUSDC', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Set amount' }).count()).toBe(0)

    // The Approvals view (Safe nav) lists it from the indexed Approval event; Revoke goes through the review.
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Approvals' }).click()
    const row = page.getByRole('listitem', { name: `Allowance of dUSDC to ${SPENDER}` })
    await row.getByText('100 dUSDC', { exact: true }).waitFor({ timeout: 30_000 })
    await row.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('heading', { name: 'Review transaction' }).waitFor()
    await page.getByRole('region', { name: 'Approvals' }).getByText('0 dUSDC', { exact: true }).waitFor()
    await page.getByLabel(/Execute immediately/).check()
    await signOnReview(page)
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    expect(
      await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [safe, SPENDER] }),
    ).toBe(0n)
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Approvals' }).click()
    await page.getByText('This Safe has no token approvals in force.').waitFor({ timeout: 30_000 })
  })
})

describe('the security health card (issue 33)', () => {
  test('lists the 1-of-1 Safe and the outdated 1.1.1 Safe with the fixes, which lead to Settings', async () => {
    const oneOfOne = stack.chain.demo.safe130.address
    const page = await freshPage(stack, `/dev:${oneOfOne}/home`)
    const card = page.getByRole('region', { name: 'Security health' })
    const single = card.getByRole('listitem', { name: 'One signature moves everything' })
    await single.waitFor({ timeout: 30_000 })
    await single.getByRole('link', { name: 'Add an owner or raise the threshold in Settings' }).waitFor()
    await card.getByRole('listitem', { name: 'Outdated Safe version (1.3.0)' }).waitFor()

    const outdated = stack.chain.demo.safe111.address
    await page.goto(`${stack.url}/dev:${outdated}/home`)
    const old = card.getByRole('listitem', { name: 'Outdated Safe version (1.1.1)' })
    await old.waitFor({ timeout: 30_000 })
    expect(await old.textContent()).toContain('Update the Safe to 1.4.1')
    await old.getByRole('link', { name: 'Update the Safe in Settings' }).click()
    await page.waitForURL(`**/dev:${outdated}/settings`)
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
  })
})
