import { devPriceFeeds } from '@concord/devchain'
import { makeMultisigTxId, safeAbi } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import type { Locator, Page, Response } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, proposeSigned } from './flowsHelpers'
import { switchAccount, waitForTxStatus } from './lifecycleHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 34 point 3: an execution sent with too low a fee sits in the mempool while the Safe's nonce is blocked. Here
// anvil's automine is off, so the execution stays pending until the test mines a block.
let stack: Stack
beforeAll(async () => {
  // ETH at the dev feed's first answer ($2,000), so the fee is said in dollars too.
  const priceFeeds = { native: { USD: { address: devPriceFeeds['ETH / USD'], heartbeatSeconds: 86_400 } }, tokens: {} }
  stack = await startSeededStack({ priceFeeds })
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const rpc = (method: string, params: unknown[] = []) =>
  client().request({ method: method as never, params: params as never })
type Pending = { txHash: Hex; safeTxHash: Hex; from: string }
const pendingAtGateway = async (): Promise<Pending[]> => {
  const safe = stack.chain.demo.safe.address
  const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}/pending-executions`)
  return ((await response.json()) as { results: Pending[] }).results
}

/** Resolves once the page has read its Safe's pending executions and found none. */
const listReadEmpty = (page: Page) =>
  new Promise<void>((resolve) => {
    const onResponse = async (response: Response) => {
      if (response.request().method() !== 'GET' || !response.url().includes('/pending-executions')) return
      const body = (await response.json().catch(() => null)) as { results?: unknown[] } | null
      if (body?.results?.length !== 0) return
      page.off('response', onResponse)
      resolve()
    }
    page.on('response', onResponse)
  })

/** A transfer proposed with owners 3 and 0's signatures, open where owner 3 is signed in, its fee said (in ETH). */
async function openReadyTx(to: Address, value: bigint) {
  const safe = stack.chain.demo.safe
  const nonce = Number(await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' }))
  const safeTxHash = await proposeSigned(stack, safe, { to, value, data: '0x' }, nonce, [3, 0])
  const id = makeMultisigTxId(safe.address, safeTxHash)
  const page = await freshPage(stack, `/dev:${safe.address}/transactions/tx?id=${id}`)
  await connectAndSignIn(page, devAccount(3).address)
  const execute = page.getByRole('region', { name: 'Execute' })
  await execute
    .getByLabel('Network fee')
    .getByText(/up to [\d.,]+ ETH/)
    .waitFor({ timeout: 30_000 })
  return { safe, nonce, safeTxHash, id, page, execute }
}

/** Clicks Execute (the chain is not mining) and waits for the Executing card. */
async function executeUnmined(page: Page, execute: Locator): Promise<Locator> {
  await execute.getByRole('button', { name: 'Execute', exact: true }).click()
  const executing = page.getByRole('region', { name: 'Executing' })
  await executing.waitFor({ timeout: 30_000 })
  return executing
}

describe('an execution that is stuck (demo Safe, 2 of 4: accounts 3, 0, 1, 2)', () => {
  test('shows as Executing with its fee to every owner; its sender speeds it up; once mined it is in history once', async () => {
    const { safe, safeTxHash, id, page, execute } = await openReadyTx(devAccount(7).address, 5n)
    await rpc('evm_setAutomine', [false])
    try {
      const executing = await executeUnmined(page, execute)
      const [first] = await pendingAtGateway()
      expect(first).toMatchObject({ safeTxHash, from: devAccount(3).address })
      expect(await executing.textContent()).toMatch(/gwei max per gas, up to [\d.,]+ ETH/)
      expect(await executing.textContent()).toContain('(you)')
      // The queue marks the row as on its way, for anyone reading it.
      const queue = await page.context().newPage()
      await queue.goto(`${stack.url}/dev:${safe.address}/transactions/queue`)
      await queue.locator('.tx-row', { hasText: 'Executing…' }).waitFor({ timeout: 30_000 })
      await queue.close()

      // Another owner sees it too, without the sender's buttons.
      await switchAccount(page, devAccount(0).address)
      await executing.waitFor({ timeout: 30_000 })
      expect(await executing.getByRole('button', { name: 'Speed up' }).count()).toBe(0)
      expect(await page.getByRole('region', { name: 'Execute' }).count()).toBe(0)

      // The sender speeds it up: a new transaction at the same account nonce, reported to the gateway (the node then
      // drops the original, so it is read before).
      const sent = await client().getTransaction({ hash: first?.txHash as Hex })
      await switchAccount(page, devAccount(3).address)
      // Once the node has swapped the transaction the gateway forgets the original, before it hears of the replacement:
      // the report is held here until the page has read the list in between (empty), as a slow gateway would have it.
      const readEmpty = listReadEmpty(page)
      await page.route('**/pending-executions', async (route) => {
        if (route.request().method() === 'POST') await readEmpty
        await route.fallback()
      })
      await executing.getByRole('button', { name: 'Speed up' }).click()
      await readEmpty
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      // The card stays, busy, and does not fall back to the Execute form (which would execute it a second time).
      await executing.getByRole('button', { name: 'Speeding up…' }).waitFor()
      expect(await page.getByRole('region', { name: 'Execute' }).count()).toBe(0)
      await executing.getByText(/Replacement sent/).waitFor({ timeout: 30_000 })
      await page.unroute('**/pending-executions')
      const [faster, ...others] = await eventually(
        pendingAtGateway,
        (list) => list.length === 1 && list[0]?.txHash !== first?.txHash,
        'the gateway to hold the replacement only',
      )
      expect(others).toEqual([])
      const replacement = await client().getTransaction({ hash: faster?.txHash as Hex })
      expect(replacement.nonce).toBe(sent.nonce)
      expect(replacement.maxFeePerGas ?? 0n).toBeGreaterThan(sent.maxFeePerGas ?? 0n)

      await rpc('evm_mine')
    } finally {
      await rpc('evm_setAutomine', [true])
    }
    await waitForTxStatus(stack, id, 'SUCCESS')
    await page.getByRole('region', { name: 'Executing' }).waitFor({ state: 'detached', timeout: 30_000 })
    expect(await pendingAtGateway()).toEqual([])
    // Once in history, with the replacement's hash.
    const history = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe.address}/transactions/history`)
    ).json()) as { results: { type: string; transaction?: { id: string; txHash?: string | null } }[] }
    const rows = history.results.filter((r) => r.type === 'TRANSACTION' && r.transaction?.id === id)
    expect(rows).toHaveLength(1)
  }, 180_000)
  test('one way to execute: the fee in ETH and dollars, gas fields under Advanced (prefilled, checked in words); "Execute immediately" has the same panel and sends its gas limit', async () => {
    const safe = stack.chain.demo.safe
    const nonce = Number(await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' }))
    const to = devAccount(6).address
    const safeTxHash = await proposeSigned(stack, safe, { to, value: 7n, data: '0x' }, nonce, [3, 0])
    const id = makeMultisigTxId(safe.address, safeTxHash)
    const page = await freshPage(stack, `/dev:${safe.address}/transactions/tx?id=${id}`)
    // Owner 1 has not signed: it may confirm (and execute with it) or execute the two signatures there are.
    await connectAndSignIn(page, devAccount(1).address)
    const execute = page.getByRole('region', { name: 'Execute' })
    const feeInWords = /up to [\d.,]+ ETH \(≈ \$[\d.,]+\)/
    await execute.getByLabel('Network fee').getByText(feeInWords).waitFor({ timeout: 30_000 })
    // The raw fields are folded away until asked for, and prefilled from the estimate.
    const gas = execute.getByLabel('Gas limit')
    expect(await gas.isVisible()).toBe(false)
    await execute.getByText('Advanced: gas limit and fees').click()
    expect(Number(await gas.inputValue())).toBeGreaterThan(21_000)
    await gas.fill('100')
    await execute.getByText('Advanced · Gas limit: a whole number of at least 21000.').waitFor()
    expect(await execute.getByRole('button', { name: 'Execute', exact: true }).isDisabled()).toBe(true)
    await gas.fill('200000')
    await execute.getByLabel('Network fee').getByText(feeInWords).waitFor()
    expect(await execute.getByRole('button', { name: 'Execute', exact: true }).isEnabled()).toBe(true)

    // Confirming with "Execute immediately" shows the same fee and fields, and the execution uses them.
    const now = page.getByRole('group', { name: 'Execute now' })
    await now.getByLabel(/Execute immediately/).check()
    await now.getByLabel('Network fee').getByText(feeInWords).waitFor({ timeout: 30_000 })
    await now.getByText('Advanced: gas limit and fees').click()
    const priority = now.getByLabel('Max priority fee (gwei)')
    const goodPriority = await priority.inputValue()
    await priority.fill('abc')
    await now.getByText('Advanced · Max priority fee: an amount in gwei such as 1.5.').waitFor()
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true })
    expect(await confirm.isDisabled()).toBe(true)
    await priority.fill(goodPriority)
    await now.getByLabel('Gas limit').fill('234567')
    await confirm.click()
    await waitForTxStatus(stack, id, 'SUCCESS')
    const details = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    ).json()) as { txHash: Hex }
    expect((await client().getTransaction({ hash: details.txHash })).gas).toBe(234_567n)
  }, 180_000)
  test('its sender cancels it: a 0 ETH transfer to itself at the same account nonce; the Safe transaction stays in the queue, to execute again', async () => {
    const { safe, nonce, id, page, execute } = await openReadyTx(devAccount(8).address, 3n)
    await rpc('evm_setAutomine', [false])
    try {
      const executing = await executeUnmined(page, execute)
      const [first] = await pendingAtGateway()
      const sent = await client().getTransaction({ hash: first?.txHash as Hex })
      await executing.getByRole('button', { name: 'Cancel execution' }).click()
      // The word stays once the card has gone (the gateway forgets the swapped execution), above the Execute form.
      const cancelled = page.getByText(/Cancellation sent/)
      await cancelled.waitFor({ timeout: 30_000 })
      await execute.waitFor({ timeout: 30_000 })
      expect(await cancelled.isVisible()).toBe(true)
      await rpc('evm_mine')
      const block = await client().getBlock({ includeTransactions: true })
      const mined = block.transactions.filter((tx) => tx.from.toLowerCase() === devAccount(3).address.toLowerCase())
      expect(mined).toHaveLength(1)
      expect(mined[0]).toMatchObject({ nonce: sent.nonce, value: 0n })
      expect(mined[0]?.to?.toLowerCase()).toBe(devAccount(3).address.toLowerCase())
    } finally {
      await rpc('evm_setAutomine', [true])
    }
    expect(Number(await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' }))).toBe(
      nonce,
    )
    expect(await pendingAtGateway()).toEqual([])
    await waitForTxStatus(stack, id, 'AWAITING_EXECUTION')
  }, 180_000)
})
