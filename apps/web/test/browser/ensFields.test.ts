import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
let safe: Address
beforeAll(async () => {
  stack = await startStack()
  safe = stack.chain.demo.safe.address
}, 240_000)
afterAll(() => stack?.stop())

/** Waits for an address field's lookup to say what `name` resolved to. */
const resolvedNote = (page: import('playwright-core').Page, name: string, address: Address) =>
  page
    .getByRole('status')
    .filter({ hasText: `${name} → ${address}` })
    .waitFor()

describe('ENS names in the contract-interaction and address-book forms, in Chromium', () => {
  test('an address parameter given as alice.concord.eth reaches the review as alice’s address', async () => {
    const alice = devAccount(0).address
    const dai = stack.chain.tokens.dai.address
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, devAccount(1).address)
    await page.getByRole('link', { name: 'New transaction' }).click()
    await page.getByRole('link', { name: 'Contract interaction' }).click()
    await page.getByLabel('Contract address', { exact: true }).fill(dai)
    await page.getByText(/loaded from the gateway|knows no ABI/).waitFor({ timeout: 30_000 })
    await page.getByRole('textbox', { name: /^ABI \(JSON\)/ }).fill(JSON.stringify(erc20Abi))
    await page
      .getByRole('combobox', { name: /^Function/ })
      .selectOption({ label: 'approve(address spender, uint256 amount)' })
    const inputs = page.getByRole('group', { name: 'Inputs' })
    await inputs.getByRole('textbox', { name: /\(address\)$/ }).fill('alice.concord.eth')
    await inputs.getByRole('textbox', { name: /\(uint256\)$/ }).fill('777000')
    await resolvedNote(page, 'alice.concord.eth', alice)
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')
    const calls = page.getByRole('region', { name: 'Calls' })
    await calls.getByText(new RegExp(`^Allow ${alice} to spend `)).waitFor({ timeout: 30_000 })
    expect(await calls.textContent()).not.toContain('concord.eth')
  }, 180_000)

  test('an address-book entry added by name stores alice’s address under the name typed for it', async () => {
    const alice = devAccount(0).address
    const page = await freshPage(stack, `/dev:${safe}/address-book`)
    await page.getByRole('heading', { name: 'Address book' }).waitFor()
    await page.getByRole('button', { name: 'Add entry' }).click()
    const form = page.getByRole('form', { name: 'Add entry' })
    await form.getByLabel('Address').fill('alice.concord.eth')
    await form.getByLabel('Name').fill('Alice by name')
    await resolvedNote(page, 'alice.concord.eth', alice)
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Edit Alice by name' }).click()
    const edit = page.getByRole('form', { name: 'Edit entry' })
    expect(await edit.getByLabel('Address').inputValue()).toBe(alice)
  }, 120_000)
})
