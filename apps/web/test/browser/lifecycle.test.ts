import { demoSafeHistory } from '@concord/devchain'
import { safeAbi } from '@concord/protocol'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { account, reviewRawTx, signOnReview, switchAccount, txIdOf, waitForTxStatus } from './lifecycleHelpers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
  await waitForSafeNonce(stack, stack.chain.demo.safe.address, Number(demoSafeHistory.finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const safeNonce = () =>
  client().readContract({ address: stack.chain.demo.safe.address, abi: safeAbi, functionName: 'nonce' })

describe('the transaction lifecycle in Chromium (demo Safe, 2 of 4: accounts 3, 0, 1, 2)', () => {
  test('owner 3 proposes a raw 0.1 ETH transfer, owner 0 confirms, account 9 (not an owner) executes', async () => {
    const safe = stack.chain.demo.safe.address
    const recipient = account(7).address
    const before = await client().getBalance({ address: recipient })
    const nonce = await safeNonce()
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, account(3).address)
    await reviewRawTx(page, { to: recipient, value: '0.1' })
    // The review shows what leaves the Safe, that the recipient is unknown, the simulation and the nonce.
    await page.getByRole('region', { name: 'Balance changes' }).getByText('−0.1 ETH').waitFor()
    await page.getByRole('region', { name: 'Warnings' }).getByText('Recipient not in your address book').waitFor()
    await page.getByRole('region', { name: 'Simulation' }).getByText('Would succeed').waitFor()
    expect(await page.getByRole('textbox', { name: 'Nonce' }).inputValue()).toBe(nonce.toString())
    await signOnReview(page)
    const id = txIdOf(page)
    expect(await page.getByRole('region', { name: 'Signers' }).textContent()).toContain('Confirmations 1/2')

    await switchAccount(page, account(0).address)
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor()

    await switchAccount(page, account(9).address)
    const execute = page.getByRole('region', { name: 'Execute' })
    await execute.getByRole('button', { name: 'Execute' }).waitFor()
    // Gas limit and fees come prefilled from the estimates.
    await page.waitForFunction(
      () => (document.querySelector('input[inputmode="numeric"]') as HTMLInputElement | null)?.value !== '',
    )
    expect(Number(await execute.getByLabel('Gas limit').inputValue())).toBeGreaterThan(21_000)
    await execute.getByRole('button', { name: 'Execute' }).click()
    await execute.getByText('Executed in').waitFor({ timeout: 30_000 })

    expect(await safeNonce()).toBe(nonce + 1n)
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
    await waitForTxStatus(stack, id, 'SUCCESS')
    await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
    const row = page.getByRole('listitem').filter({ hasText: '0.1 ETH' }).first()
    await row.getByText('Success').waitFor()
  })
})
