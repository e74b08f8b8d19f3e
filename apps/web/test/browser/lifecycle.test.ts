import { safeAbi } from '@concord/protocol'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import {
  proposeThroughGateway,
  reviewRawTx,
  signOnReview,
  switchAccount,
  txIdOf,
  waitForTxStatus,
} from './lifecycleHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const safeNonce = () =>
  client().readContract({ address: stack.chain.demo.safe.address, abi: safeAbi, functionName: 'nonce' })

describe('the transaction lifecycle in Chromium (demo Safe, 2 of 4: accounts 3, 0, 1, 2)', () => {
  test('owner 3 proposes a raw 0.1 ETH transfer, owner 0 confirms, account 9 (not an owner) executes', async () => {
    const safe = stack.chain.demo.safe.address
    const recipient = devAccount(7).address
    const before = await client().getBalance({ address: recipient })
    const nonce = await safeNonce()
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    // A non-owner reviewing it is told so and offered no Sign button; the owner then reviews the same draft.
    await connectAndSignIn(page, devAccount(9).address)
    await reviewRawTx(page, { to: recipient, value: '0.1' })
    await page.getByText(/is not an owner of this Safe: it cannot sign/).waitFor()
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    await switchAccount(page, devAccount(3).address)
    // The review shows what leaves the Safe, that the recipient is unknown, the simulation and the nonce.
    await page.getByRole('region', { name: 'Balance changes' }).getByText('−0.1 ETH').waitFor()
    await page.getByRole('region', { name: 'Warnings' }).getByText('Recipient not in your address book').waitFor()
    await page.getByRole('region', { name: 'Simulation' }).getByText('Would succeed').waitFor()
    expect(await page.getByRole('textbox', { name: 'Nonce' }).inputValue()).toBe(nonce.toString())
    await signOnReview(page)
    const id = txIdOf(page)
    expect(await page.getByRole('region', { name: 'Signers' }).textContent()).toContain('Confirmations 1/2')
    // The draft is gone once proposed: the review screen has nothing left and points to a new transaction.
    await page.goto(`${stack.url}/dev:${safe}/transactions/review`)
    await page.getByText('There is no transaction to review.').waitFor()
    expect(await page.getByRole('link', { name: 'New transaction' }).last().getAttribute('href')).toBe(
      `/dev:${safe}/transactions/new`,
    )
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(id)}`)

    await switchAccount(page, devAccount(0).address)
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor()

    await switchAccount(page, devAccount(9).address)
    const execute = page.getByRole('region', { name: 'Execute' })
    await execute.getByRole('button', { name: 'Execute' }).waitFor()
    // Gas limit and fees come prefilled from the estimates, under Advanced.
    await execute
      .getByLabel('Network fee')
      .getByText(/up to [\d.,]+ ETH/)
      .waitFor()
    await execute.getByText('Advanced: gas limit and fees').click()
    expect(Number(await execute.getByLabel('Gas limit').inputValue())).toBeGreaterThan(21_000)
    await execute.getByRole('button', { name: 'Execute' }).click()
    // Pending until mined, then the gateway has indexed it: the page shows it executed.
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })

    expect(await safeNonce()).toBe(nonce + 1n)
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
    // The execution is among the executor's recent transactions (RainbowKit's profile dialog).
    await page.getByRole('button', { name: /0xa0…9720/ }).click()
    await page.getByRole('dialog').getByText(`Execute Safe transaction #${nonce}`).waitFor()
    await page.keyboard.press('Escape')
    await waitForTxStatus(stack, id, 'SUCCESS')
    await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
    const row = page.getByRole('listitem').filter({ hasText: '0.1 ETH' }).first()
    await row.getByText('Success').waitFor()
  })

  test('reject: a no-op to the Safe at the same nonce, confirmed with "Execute immediately"; the original is CANCELLED', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = Number(await safeNonce())
    const recipient = devAccount(8).address
    const before = await client().getBalance({ address: recipient })
    const original = await proposeThroughGateway(stack, 1, recipient, parseEther('0.05'), nonce)
    const page = await freshPage(stack, `/dev:${safe}/transactions/tx?id=${encodeURIComponent(original)}`)
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    await page.getByRole('heading', { name: `Reject transaction #${nonce}` }).waitFor()
    const nonceBox = page.getByRole('textbox', { name: 'Nonce' })
    expect(await nonceBox.inputValue()).toBe(String(nonce))
    expect(await nonceBox.isDisabled()).toBe(true)
    await page.getByText(`A queued transaction already has nonce ${nonce}`).waitFor()
    await signOnReview(page)
    // Proposed without gas fields, it is a rejection for the gateway too (CGW's isCancellation): titled so.
    await page.locator('.page__head').getByRole('heading', { name: 'Rejection' }).waitFor()
    const rejection = txIdOf(page)
    expect(rejection).not.toBe(original)

    await switchAccount(page, devAccount(0).address)
    await page.getByLabel(/Execute immediately/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })

    expect(await safeNonce()).toBe(BigInt(nonce + 1))
    expect(await client().getBalance({ address: recipient })).toBe(before)
    await waitForTxStatus(stack, original, 'CANCELLED')
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(original)}`)
    await page.locator('.page__head').getByText('Cancelled').waitFor()
    expect(await page.getByRole('button', { name: /Confirm|Execute|Reject/ }).count()).toBe(0)
  })

  test('two transactions at one nonce: the queue groups them, executing one cancels the other', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = Number(await safeNonce())
    const [loser, winner] = [devAccount(6).address, devAccount(5).address]
    const before = [await client().getBalance({ address: loser }), await client().getBalance({ address: winner })]
    const first = await proposeThroughGateway(stack, 1, loser, parseEther('0.01'), nonce)
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    await reviewRawTx(page, { to: winner, value: '0.02' })
    const nonceBox = page.getByRole('textbox', { name: 'Nonce' })
    await page.getByText(`Recommended nonce: ${nonce + 1}`).waitFor()
    await nonceBox.fill(String(nonce))
    await page.getByText(`A queued transaction already has nonce ${nonce}`).waitFor()
    await signOnReview(page)
    const second = txIdOf(page)

    await page.goto(`${stack.url}/dev:${safe}/transactions/queue`)
    const rows = page.getByRole('listitem').filter({ hasText: /0\.0[12] ETH/ })
    await rows.nth(1).waitFor()
    expect(await rows.count()).toBe(2)
    await page.getByRole('listitem').filter({ hasText: '0.02 ETH' }).getByRole('link').click()
    await page.waitForURL(`**/transactions/tx?id=${encodeURIComponent(second)}`)

    await switchAccount(page, devAccount(0).address)
    await page.getByLabel(/Execute immediately/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })

    expect(await client().getBalance({ address: winner })).toBe((before[1] ?? 0n) + parseEther('0.02'))
    expect(await client().getBalance({ address: loser })).toBe(before[0])
    await waitForTxStatus(stack, first, 'CANCELLED')
    // History lists executed transactions (as Safe's gateway does): the winner there, the loser's page says Cancelled.
    await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
    await page.getByRole('listitem').filter({ hasText: '0.02 ETH' }).getByText('Success').first().waitFor()
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(first)}`)
    await page.locator('.page__head').getByText('Cancelled').waitFor()
  })

  test('a gateway answer with a tampered value: the blocking warning, and no button to sign or execute', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = Number(await safeNonce())
    const id = await proposeThroughGateway(stack, 1, devAccount(6).address, parseEther('0.03'), nonce)
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, devAccount(0).address)
    const tamper = (url: URL) => url.pathname.endsWith(`/transactions/${id}`)
    await page.route(tamper, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { txData: { value: string } }
      body.txData.value = parseEther('30').toString()
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(id)}`)
    await page.getByTestId('hash-mismatch').waitFor()
    await page.getByRole('region', { name: 'Signers' }).waitFor()
    expect(await page.getByRole('button', { name: /Confirm|Execute|Sign|Approve/ }).count()).toBe(0)

    // The same page with the gateway's real answer offers owner 0 the confirmation: the check is what hid it.
    await page.unroute(tamper)
    await page.reload()
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor()
    expect(await page.getByTestId('hash-mismatch').count()).toBe(0)
    expect(await safeNonce()).toBe(BigInt(nonce))
  })

  test('an owner who cannot sign typed data approves the hash on chain; that approval counts for the execution', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = Number(await safeNonce())
    const recipient = devAccount(4).address
    const before = await client().getBalance({ address: recipient })
    const id = await proposeThroughGateway(stack, 1, recipient, parseEther('0.04'), nonce)
    const page = await freshPage(stack, `/dev:${safe}/transactions/tx?id=${encodeURIComponent(id)}`)
    await connectAndSignIn(page, devAccount(2).address)
    await page.getByRole('button', { name: 'Approve on chain' }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor({ timeout: 30_000 })
    const safeTxHash = id.split('_')[2] as Hex
    const approved = await client().readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approvedHashes',
      args: [devAccount(2).address, safeTxHash],
    })
    expect(approved).toBe(1n)

    const execute = page.getByRole('region', { name: 'Execute' })
    await execute.getByRole('button', { name: 'Execute' }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.04'))
    expect(await safeNonce()).toBe(BigInt(nonce + 1))
  })

  test('a DELEGATE raw call to an unknown contract cannot be signed until the risk is confirmed explicitly', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = await safeNonce()
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByLabel('Operation').selectOption('1')
    await page.getByText('A DELEGATE call runs the target').waitFor()
    await reviewRawTx(page, { to: stack.chain.tokens.dai.address, operation: 'DELEGATE' })
    await page.getByRole('region', { name: 'Warnings' }).getByText('DELEGATE call to an untrusted contract').waitFor()
    // The call tree names the target as the gateway knows it (here the demo token, whatever its ABI name).
    const known = await fetch(
      `${stack.url}/v1/chains/${stack.chain.chainId}/contracts/${stack.chain.tokens.dai.address}`,
    )
    const { displayName } = (await known.json()) as { displayName: string }
    await page.getByRole('region', { name: 'Calls' }).getByText(displayName, { exact: true }).waitFor()
    // The token has no fallback: the simulation says the call fails, which needs its own consent first (issue 15).
    await page.getByLabel(/Sign anyway/).check()
    await page.getByText('Tick the delegate-call confirmation above to sign.').waitFor()
    const sign = page.getByRole('button', { name: 'Sign', exact: true })
    expect(await sign.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Approve on chain' }).isDisabled()).toBe(true)

    await page.getByLabel(/I understand this delegate call can take over the Safe/).check()
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Sign' && !b.disabled),
      undefined,
      { timeout: 30_000 },
    )
    // Confirmed, the owner may sign; this gateway still refuses delegate calls to untrusted targets.
    await sign.click()
    await page
      .getByRole('region', { name: 'Sign' })
      .getByText(/Delegate call is disabled/)
      .waitFor()
    expect(await safeNonce()).toBe(nonce)
    const owners = await client().readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' })
    expect(owners).toHaveLength(4)
  })

  test('a transfer that would fail: shown so on review and before executing (nothing sent); its proposer deletes it', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = await safeNonce()
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    await reviewRawTx(page, { to: devAccount(4).address, value: '100000' })
    await page
      .getByRole('region', { name: 'Simulation' })
      .getByText(/^Would fail: /)
      .waitFor()
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    await page.getByLabel(/Sign anyway/).check()
    await signOnReview(page)
    const id = txIdOf(page)

    // Another owner sees no Delete. Its confirmation reaches the threshold: Execute says why it would fail, and
    // sends nothing.
    await switchAccount(page, devAccount(0).address)
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    // The simulation's reason in words holds back Confirm until "Sign anyway" is ticked (issue 15), then Execute
    // until "Execute anyway".
    await page.getByText('The simulation says this transaction will fail:').first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)
    await page.getByLabel(/Sign anyway/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor()
    expect(await page.getByRole('region', { name: 'Execute' }).count()).toBe(0)
    await page.getByLabel(/Execute anyway/).check()
    const execute = page.getByRole('region', { name: 'Execute' })
    await execute.getByText(/^Would fail: the call reverts/).waitFor({ timeout: 30_000 })
    await execute.getByRole('button', { name: 'Execute' }).click()
    await execute.getByText(/^Execution would fail: the call reverts.*Nothing was sent\.$/).waitFor()
    expect(await safeNonce()).toBe(nonce)
    await switchAccount(page, devAccount(3).address)
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog', { name: 'Delete this transaction?' }).waitFor()
    await page.getByRole('button', { name: 'Yes, delete' }).click()
    await page.waitForURL('**/transactions/queue')
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    expect(response.status).toBe(404)
    expect(await safeNonce()).toBe(nonce)
  })

  test('1-of-1 Safe 1.3.0: "Execute immediately" on the review screen signs, proposes and executes in one go', async () => {
    const safe = stack.chain.demo.safe130.address
    const recipient = devAccount(8).address
    const before = await client().getBalance({ address: recipient })
    const nonce = await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    const page = await freshPage(stack, `/dev:${safe}/transactions/raw`)
    await connectAndSignIn(page, devAccount(3).address)
    await reviewRawTx(page, { to: recipient, value: '0.25' })
    await page.getByLabel(/Execute immediately/).check()
    await signOnReview(page)
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
    expect(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(nonce + 1n)
  })
})
