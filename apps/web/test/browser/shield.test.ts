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

  test('an unlimited approval is flagged, edited to 100 dUSDC before signing and executed so (1-of-1 Safe)', async () => {
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
  })
})
