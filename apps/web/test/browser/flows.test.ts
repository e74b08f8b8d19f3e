import { demoErc721Abi, demoSafeHistory } from '@concord/devchain'
import { type SafeVersion, safeAbi } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actAs, confirmOnDetails, devAccount, executeOnDetails, proposeSigned, signOnReview } from './flowsHelpers'
import { pickToken } from './pickers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
let safe: { address: Address; version: SafeVersion }
beforeAll(async () => {
  stack = await startStack()
  safe = { address: stack.chain.demo.safe.address, version: stack.chain.demo.safe.version }
  await waitForSafeNonce(stack, safe.address, Number(demoSafeHistory.finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const erc20Of = (token: Address, who: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
const nonceOf = () => client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
const owner = { a: devAccount(0), b: devAccount(1), c: devAccount(2), d: devAccount(3) }

/** A page on the demo Safe's new-transaction menu, connected as owner A. */
async function newTxAsOwnerA(): Promise<Page> {
  const page = await freshPage(stack, `/dev:${safe.address}/home`)
  await connectAndSignIn(page, owner.a.address)
  await openNewTx(page)
  return page
}

async function openNewTx(page: Page) {
  await page.getByRole('link', { name: 'New transaction' }).click()
  await page.getByRole('heading', { name: 'New transaction' }).waitFor()
}

/** Fills recipient row `n` of the send-tokens form. */
async function fillRow(page: Page, n: number, token: Address, to: Address, amount: string) {
  await pickToken(page, n, token)
  await page.getByLabel(`Recipient address ${n}`, { exact: true }).fill(to)
  await page.getByLabel(`Amount ${n}`, { exact: true }).fill(amount)
}

describe('issue 8 flows in Chromium, on the demo Safe (2-of-4)', () => {
  test('(a) owner A proposes a dUSDC transfer, owner B confirms, owner C executes: history SUCCESS, balances moved', async () => {
    const usdc = stack.chain.tokens.usdc.address
    const recipient = devAccount(6).address
    const before = { safe: await erc20Of(usdc, safe.address), recipient: await erc20Of(usdc, recipient) }
    const page = await newTxAsOwnerA()
    // The recipient is in the address book: the recipient field offers it and names it.
    await page.evaluate(`localStorage.setItem('concord.addressBook', '${JSON.stringify({ [recipient]: 'Carol' })}')`)
    await page.getByRole('link', { name: 'Send tokens' }).click()
    const options = page.locator('datalist option')
    // The page renders the book's options once the flow's chunk has loaded: wait for them, then read them all.
    await options.first().waitFor({ state: 'attached' })
    expect(
      await options.evaluateAll((all) =>
        all.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).label]),
      ),
    ).toEqual([[recipient, 'Carol']])

    // Validation in words, next to the field, nothing typed lost.
    await fillRow(page, 1, usdc, '0x1234' as Address, '30000')
    await page.getByText('0x1234 is not a valid address (0x followed by 40 hex digits).').waitFor()
    await page.getByText('The Safe holds only 24000 dUSDC.').waitFor()
    await page.getByLabel('Amount 1', { exact: true }).fill('1.1234567')
    await page.getByText('dUSDC has 6 decimals at most: 1.1234567 has 7.').waitFor()
    await fillRow(page, 1, usdc, recipient, '150')
    await page.getByText('Address book: Carol').waitFor()
    await page.getByRole('button', { name: 'Review' }).click()
    await signOnReview(page)
    const detailsUrl = page.url()

    await actAs(page, owner.b.address)
    await confirmOnDetails(page)

    await actAs(page, owner.c.address)
    await page.goto(detailsUrl)
    await executeOnDetails(page)

    expect((await erc20Of(usdc, recipient)) - before.recipient).toBe(parseUnits('150', 6))
    expect(before.safe - (await erc20Of(usdc, safe.address))).toBe(parseUnits('150', 6))
    // The gateway indexes the execution: history shows it as a success, the Assets page the new balance.
    await eventually(
      async () => {
        await page.goto(`${stack.url}/dev:${safe.address}/transactions/history`)
        const row = page
          .getByRole('listitem')
          .filter({ hasText: /150 dUSDC/ })
          .first()
        await row.waitFor({ timeout: 5_000 }).catch(() => undefined)
        return (await row.count()) > 0 ? ((await row.textContent()) ?? '') : ''
      },
      (text) => text.includes('Success'),
      'the transfer in history with Success',
    )
    await page.goto(`${stack.url}/dev:${safe.address}/balances`)
    await page.getByRole('row', { name: /dUSDC/ }).getByText('23,850 dUSDC').waitFor({ timeout: 30_000 })
  }, 180_000)

  test('(b) a contract interaction through an ABI: approve on dDAI, the allowance is set on chain', async () => {
    const dai = stack.chain.tokens.dai.address
    const spender = devAccount(7).address
    const page = await newTxAsOwnerA()
    await page.getByRole('link', { name: 'Contract interaction' }).click()
    // dDAI is one of the gateway's known contracts: picking it fills the address and its ABI.
    const knownContract = page.getByRole('combobox', { name: 'Known contract' })
    await knownContract.waitFor({ timeout: 30_000 })
    await knownContract.selectOption({ label: `Demo DAI · ${dai.slice(0, 6)}…${dai.slice(-4)}` })
    expect(await page.getByLabel('Contract address', { exact: true }).inputValue()).toBe(dai)
    await page.getByText(/loaded from the gateway|knows no ABI/).waitFor({ timeout: 30_000 })
    const abiField = page.getByRole('textbox', { name: /^ABI \(JSON\)/ })
    if (!(await abiField.inputValue()).trim()) await abiField.fill(JSON.stringify(erc20Abi))
    // The gateway's known ERC-20 ABI and viem's name the parameters differently: pick `approve` by its name.
    const fnSelect = page.getByRole('combobox', { name: /^Function/ })
    const labels = await fnSelect.locator('option').allTextContents()
    const approve = labels.find((label) => label.startsWith('approve(address'))
    if (!approve) throw new Error(`approve is not offered: ${labels.join(', ')}`)
    await fnSelect.selectOption({ label: approve })
    const inputs = page.getByRole('group', { name: 'Inputs' })
    const amount = inputs.getByRole('textbox', { name: /\(uint256\)$/ })
    await inputs.getByRole('textbox', { name: /\(address\)$/ }).fill(spender)
    await amount.fill('-5')
    await page.getByText('A uint256 cannot be negative.').waitFor()
    await amount.fill('777000')
    await page.getByRole('button', { name: 'Review' }).click()
    await signOnReview(page)

    // Owner D's confirmation reaches the threshold and executes at once.
    await actAs(page, owner.d.address)
    await confirmOnDetails(page, true)
    const allowance = await eventually(
      () =>
        client().readContract({
          address: dai,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [safe.address, spender],
        }),
      (value) => value === 777000n,
      'the allowance on chain',
    )
    expect(allowance).toBe(777000n)
  }, 180_000)

  test('(c) a 4-action batch (two token sends, an NFT, a raw ether call), reordered, submitted as one transaction: all 4 effects on chain', async () => {
    const { usdc, dai, nft } = stack.chain.tokens
    const [r6, r7, r8] = [devAccount(6).address, devAccount(7).address, devAccount(8).address]
    const before = {
      usdc: await erc20Of(usdc.address, r6),
      dai: await erc20Of(dai.address, r7),
      nonce: await nonceOf(),
      eth: await client().getBalance({ address: r8 }),
    }
    const page = await newTxAsOwnerA()

    await page.getByRole('link', { name: 'Send tokens' }).click()
    await fillRow(page, 1, usdc.address, r6, '10')
    await page.getByRole('button', { name: 'Add to batch' }).click()
    await page.getByText('Added "Send 10 dUSDC to 0x976E…0aa9" to the batch (1 action).').waitFor()
    await openNewTx(page)
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await fillRow(page, 1, dai.address, r7, '20')
    await page.getByRole('button', { name: 'Add to batch' }).click()
    await openNewTx(page)
    await page.getByRole('link', { name: 'Send NFT' }).click()
    await page.getByRole('combobox', { name: /^NFT/ }).selectOption(`${nft.address}#1`)
    await page.getByLabel('Recipient address', { exact: true }).fill(r8)
    await page.getByRole('button', { name: 'Add to batch' }).click()
    // The raw form adds CALLs to the batch too; a DELEGATE cannot ride in a MultiSendCallOnly batch, so no button.
    await openNewTx(page)
    await page.getByRole('link', { name: 'Raw transaction' }).click()
    const raw = page.getByRole('form', { name: 'Raw transaction' })
    await raw.getByRole('combobox', { name: /^Operation/ }).selectOption('1')
    expect(await raw.getByRole('button', { name: 'Add to batch' }).count()).toBe(0)
    await raw.getByRole('combobox', { name: /^Operation/ }).selectOption('0')
    await raw.getByLabel('To', { exact: true }).fill(r8)
    await raw.getByLabel(/^Value/).fill('0.01')
    await raw.getByRole('button', { name: 'Add to batch' }).click()
    await raw.getByText(/to the batch \(4 actions\)/).waitFor()

    const drawer = page.getByRole('group', { name: 'Batch' })
    await drawer.getByText('4', { exact: true }).waitFor()
    await drawer.locator('summary').click()
    // The NFT goes first, by keyboard: focus its "up" button and press Enter twice.
    const up = drawer.getByRole('button', { name: 'Move "Send CDNFT #1 to 0x2361…1E8f" up' })
    await up.focus()
    await page.keyboard.press('Enter')
    await up.focus()
    await page.keyboard.press('Enter')
    const order = await drawer.getByRole('listitem').allTextContents()
    expect(order.map((text) => text.split(' to ')[0])).toEqual([
      'Send CDNFT #1',
      'Send 10 dUSDC',
      'Send 20 dDAI',
      'Raw transaction',
    ])
    await drawer.getByRole('button', { name: 'Review batch (4 actions)' }).click()
    await signOnReview(page)
    // Sent to review: the batch is empty, its copy can be restored.
    await drawer.getByRole('button', { name: 'Restore the batch sent to review (4)' }).waitFor()

    await actAs(page, owner.b.address)
    await confirmOnDetails(page, true)
    await eventually(nonceOf, (n) => n === before.nonce + 1n, 'the batch executed')
    expect((await erc20Of(usdc.address, r6)) - before.usdc).toBe(parseUnits('10', 6))
    expect((await erc20Of(dai.address, r7)) - before.dai).toBe(parseUnits('20', 18))
    expect(
      await client().readContract({ address: nft.address, abi: demoErc721Abi, functionName: 'ownerOf', args: [1n] }),
    ).toBe(r8)
    expect((await client().getBalance({ address: r8 })) - before.eth).toBe(parseEther('0.01'))
  }, 180_000)

  test('(d) bulk execute: two queued transactions signed by two owners each run in one transaction from the queue', async () => {
    const nonce = Number(await nonceOf())
    await waitForSafeNonce(stack, safe.address, nonce)
    const r9 = devAccount(9).address
    const usdc = stack.chain.tokens.usdc.address
    const before = { eth: await client().getBalance({ address: r9 }), usdc: await erc20Of(usdc, r9) }
    await proposeSigned(stack, safe, { to: r9, value: parseEther('0.5'), data: '0x' }, nonce, [0, 1])
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [r9, parseUnits('3', 6)] })
    await proposeSigned(stack, safe, { to: usdc, value: 0n, data: transfer }, nonce + 1, [2, 3])

    // Anyone can execute: a non-owner account does it here.
    const page = await freshPage(stack, `/dev:${safe.address}/home`)
    await connectAndSignIn(page, devAccount(5).address)
    await page.getByRole('link', { name: 'Queue', exact: true }).click()
    const button = page.getByRole('button', { name: 'Execute 2 transactions' })
    await button.waitFor({ timeout: 30_000 })
    await button.click()
    await page.getByText('Executed 2 transactions.').waitFor({ timeout: 60_000 })
    expect(await nonceOf()).toBe(BigInt(nonce + 2))
    expect((await client().getBalance({ address: r9 })) - before.eth).toBe(parseEther('0.5'))
    expect((await erc20Of(usdc, r9)) - before.usdc).toBe(parseUnits('3', 6))
    // It is among the wallet's recent transactions.
    await page.getByRole('button', { name: /0x99…A4dc/ }).click()
    await page.getByText(`Execute 2 transactions (nonces ${nonce}, ${nonce + 1})`).waitFor()
  }, 180_000)

  test('(e) "Replace" opens the flows with ?nonce=N: the draft keeps that nonce, as a replacement, and offers no batch', async () => {
    const page = await freshPage(stack, `/dev:${safe.address}/transactions/new?nonce=42`)
    await connectAndSignIn(page, owner.a.address)
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await page.waitForURL('**/transactions/new/tokens?nonce=42')
    await page.getByText('This transaction replaces the one queued at nonce 42.').waitFor()
    expect(await page.getByRole('button', { name: 'Add to batch' }).count()).toBe(0)
    await fillRow(page, 1, stack.chain.tokens.usdc.address, devAccount(6).address, '1')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')
    const stored = await page.evaluate(`sessionStorage.getItem('concord.txDraft.dev:${safe.address.toLowerCase()}')`)
    expect(JSON.parse(String(stored))).toMatchObject({
      nonce: 42,
      origin: 'replace',
      title: 'Send 1 dUSDC to 0x976E…0aa9',
    })
  }, 180_000)
})
