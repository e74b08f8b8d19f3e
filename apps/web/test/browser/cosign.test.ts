import { canonicalAddresses, encodeMultiSendCall, previousInList, safeAbi } from '@concord/protocol'
import { createPublicClient, encodeFunctionData, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { erc20Transfer, proposeCall } from './cosignHelpers'
import { devAccount } from './flowsHelpers'
import { execThroughSafe } from './settingsHelpers'
import { freshPage, type Stack, startSeededStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 15 points 1–3: what co-signers see on the details page before they confirm and execute.
let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const DAY = 24 * 60 * 60 * 1000

describe('co-signers see what they sign (demo Safe, 2 of 4: owner A = account 3, owner B = account 0)', () => {
  test('a two-token send to two recipients and a batch with a settings change: every recipient, amount and warning before confirming; an old signature warns at execution', async () => {
    const safe = stack.chain.demo.safe.address
    const { usdc, dai } = stack.chain.tokens
    const [five, six, seven] = [devAccount(5).address, devAccount(6).address, devAccount(7).address]
    const nonce = Number(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }))
    const { MultiSendCallOnly } = canonicalAddresses['1.4.1']
    const send = await proposeCall(
      stack,
      3,
      {
        to: MultiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall([
          { operation: 0, to: usdc.address, value: 0n, data: erc20Transfer(five, parseUnits('12.5', 6)) },
          { operation: 0, to: dai.address, value: 0n, data: erc20Transfer(six, parseUnits('3', 18)) },
        ]),
      },
      nonce,
    )
    const addOwner = encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [seven, 3n] })
    const settings = await proposeCall(
      stack,
      3,
      {
        to: MultiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall([
          { operation: 0, to: usdc.address, value: 0n, data: erc20Transfer(five, parseUnits('1', 6)) },
          { operation: 0, to: safe, value: 0n, data: addOwner },
        ]),
      },
      nonce + 1,
    )

    const page = await freshPage(stack, `/dev:${safe}/transactions/tx?id=${encodeURIComponent(send)}`)
    await connectAndSignIn(page, devAccount(0).address)
    await page
      .locator('.page__head')
      .getByRole('heading', { name: 'Send 12.5 dUSDC + 3 dDAI to 2 recipients' })
      .waitFor()
    const calls = page.getByRole('region', { name: 'Calls' })
    await calls.getByText(`Send 12.5 dUSDC to ${five}`).waitFor()
    await calls.getByText(`Send 3 dDAI to ${six}`).waitFor()
    const changes = page.getByRole('region', { name: 'Balance changes' })
    await changes.getByText('−12.5 dUSDC').waitFor()
    await changes.getByText('−3 dDAI').waitFor()
    const warnings = page.getByRole('region', { name: 'Warnings' })
    expect(await warnings.getByText('Recipient not in your address book').count()).toBe(2)
    await page.getByRole('region', { name: 'Simulation' }).getByText('Would succeed').waitFor()
    // Raw data one click away, not in the way.
    expect(await calls.getByText('Raw data').first().isVisible()).toBe(true)
    expect(await page.getByText(/\bwei\b/).count()).toBe(0)

    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(settings)}`)
    await page.getByRole('region', { name: 'Calls' }).getByText(`Add owner ${seven} and set threshold to 3`).waitFor()
    await page
      .getByRole('region', { name: 'Warnings' })
      .getByText("This transaction changes the Safe's settings (call 2 of the batch):")
      .waitFor()

    // Owner B confirms the send: it reaches the threshold and can be executed. A week later, its signatures are old.
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(send)}`)
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor()
    await page.getByRole('region', { name: 'Execute' }).waitFor()
    expect(await page.getByRole('alert', { name: 'Old signatures' }).count()).toBe(0)
    await page.clock.setSystemTime(Date.now() + 8 * DAY)
    await page.reload()
    const old = page.getByRole('alert', { name: 'Old signatures' })
    await old.getByText(/^2 signatures are older than 7 days/).waitFor()
    await page.getByRole('region', { name: 'Signers' }).getByText('older than 7 days').first().waitFor()
    await page.getByRole('region', { name: 'Execute' }).getByRole('button', { name: 'Execute' }).waitFor()

    // The age is a setting: at 30 days the same signatures do not warn.
    await page.goto(`${stack.url}/dev:${safe}/settings/security`)
    const age = page.getByRole('region', { name: 'Signature age' }).getByLabel(/Warn about signatures older than/)
    expect(await age.inputValue()).toBe('7')
    await age.fill('30')
    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(send)}`)
    await page.getByRole('region', { name: 'Execute' }).waitFor()
    expect(await page.getByRole('alert', { name: 'Old signatures' }).count()).toBe(0)
  })

  test('incoming transfer details show sender, token, amount and transaction; creation details show creator, factory, singleton, owners and threshold', async () => {
    const safe = stack.chain.demo.safe.address
    const response = await fetch(
      `${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}/transactions/history?limit=100`,
    )
    type Item = { type: string; transaction?: { id: string; txHash: string | null; txInfo: Record<string, unknown> } }
    const items = ((await response.json()) as { results: Item[] }).results.flatMap((i) => i.transaction ?? [])
    const incoming = items.find(
      (t) =>
        t.txInfo.type === 'Transfer' &&
        t.txInfo.direction === 'INCOMING' &&
        (t.txInfo.transferInfo as { type: string }).type === 'ERC20',
    )
    const creation = items.find((t) => t.txInfo.type === 'Creation')
    if (!incoming || !creation) throw new Error('the demo history has an incoming ERC-20 transfer and a creation')
    const sender = (incoming.txInfo.sender as { value: string }).value

    const page = await freshPage(stack, `/dev:${safe}/transactions/tx?id=${encodeURIComponent(incoming.id)}`)
    const transfer = page.getByRole('region', { name: 'Transfer' })
    const { tokenSymbol } = incoming.txInfo.transferInfo as { tokenSymbol: string }
    await transfer.getByText(new RegExp(`^[\\d,.]+ ${tokenSymbol}$`)).waitFor()
    expect(await transfer.textContent()).toContain(sender.slice(0, 6))
    await transfer.getByText(incoming.txHash ?? '-').waitFor()
    // The line under the title says when and in which transaction, with the hash's copy button.
    const executedIn = page.locator('main p', { hasText: /^Executed .* in 0x/ })
    await executedIn.getByRole('button', { name: `Copy: ${incoming.txHash}` }).waitFor()

    await page.goto(`${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(creation.id)}`)
    const created = page.getByRole('region', { name: 'Creation' })
    await created.getByText(/^\d+ of \d+$/).waitFor()
    expect(await created.getByRole('listitem').count()).toBeGreaterThan(0)
    const text = (await created.textContent()) ?? ''
    for (const label of ['Creator', 'Factory', 'Singleton', 'Owners at creation']) expect(text).toContain(label)
    expect(text).not.toContain('unknown')
  })
})

describe('a signature of an owner removed since (issue 15)', () => {
  test('a queued transaction signed by an address that was then removed as owner shows that confirmation as not counting', async () => {
    const safe = stack.chain.demo.safe
    const nonce = Number(await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' }))
    const removed = devAccount(2).address
    // Owner 2 proposes (and signs) a transfer queued behind the removal.
    const call = { to: stack.chain.tokens.usdc.address, operation: 0 as const }
    const id = await proposeCall(stack, 2, { ...call, data: erc20Transfer(devAccount(6).address, 1n) }, nonce + 1)
    const owners = await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'getOwners' })
    const previous = previousInList(owners, removed)
    if (!previous) throw new Error('dev account 2 is an owner of the demo Safe')
    const removal = encodeFunctionData({ abi: safeAbi, functionName: 'removeOwner', args: [previous, removed, 2n] })
    await execThroughSafe(stack.chain, safe, { to: safe.address, value: '0', data: removal, operation: 0 }, [3, 0])
    await waitForSafeNonce(stack, safe.address, nonce + 1)

    const page = await freshPage(stack, `/dev:${safe.address}/transactions/tx?id=${encodeURIComponent(id)}`)
    const signers = page.getByRole('region', { name: 'Signers' })
    const row = signers.getByRole('listitem').filter({ hasText: 'no longer an owner: does not count' })
    await row.waitFor()
    expect(await row.textContent()).toContain(removed.slice(0, 6))
    expect(await signers.getByRole('heading', { level: 2 }).textContent()).toBe('Confirmations 0/2')
  })
})

describe('a batch of transfers is named by what it sends (issue 35 point 2)', () => {
  test('the queue row and the details title say the amounts and how many recipients, not the MultiSend contract', async () => {
    const safe = stack.chain.demo.safe.address
    const { usdc } = stack.chain.tokens
    const [five, six] = [devAccount(5).address, devAccount(6).address]
    const nonce = Number(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }))
    const { MultiSendCallOnly } = canonicalAddresses['1.4.1']
    const batch = encodeMultiSendCall([
      { operation: 0, to: usdc.address, value: 0n, data: erc20Transfer(five, parseUnits('1000', 6)) },
      { operation: 0, to: six, value: parseUnits('0.75', 18), data: '0x' },
      { operation: 0, to: usdc.address, value: 0n, data: erc20Transfer(six, parseUnits('250.5', 6)) },
    ])
    const id = await proposeCall(stack, 3, { to: MultiSendCallOnly, operation: 1, data: batch }, nonce + 5)
    const title = 'Send 1,250.5 dUSDC + 0.75 ETH to 2 recipients'

    const page = await freshPage(stack, `/dev:${safe}/transactions/queue`)
    const row = page.getByRole('listitem').filter({ hasText: title })
    await row.waitFor()
    const text = (await row.textContent()) ?? ''
    // No "to 0x40A2…" of the MultiSend contract beside the title: the recipients are counted in it.
    expect(text).not.toContain(MultiSendCallOnly.slice(0, 6))
    expect(text).not.toMatch(/Batch of 3 actions/)
    await row.getByRole('link').click()
    await page.waitForURL(/\/transactions\/tx\?id=multisig_/, { timeout: 30_000 })
    expect(decodeURIComponent(page.url())).toContain(id)
    await page.locator('.page__head').getByRole('heading', { name: title }).waitFor()

    // Home's "Pending transactions" card at 1440 px keeps each row on one line (issue 35 point 4).
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.url}/dev:${safe}/home`)
    const card = page.getByRole('region', { name: 'Pending transactions' })
    await card.getByRole('listitem').filter({ hasText: title }).waitFor()
    const lines = await card.locator('.tx-row__link').evaluateAll((links) =>
      links.map((link) => {
        // Every part of the row sits on the row's one line: none is taller than a line of its text.
        const parts = [...link.querySelectorAll('.tx-row__title, .tx-row__party, .tx-row__status, .tx-row__meta span')]
        return parts.every((part) => {
          const style = getComputedStyle(part)
          const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3
          return part.getBoundingClientRect().height <= line * 1.5 + 8
        })
      }),
    )
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every(Boolean)).toBe(true)
  })
})
