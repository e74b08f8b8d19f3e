import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { confirmOnDetails, devAccount, executeOnDetails } from './flowsHelpers'
import { reviewRawTx, switchAccount, txIdOf, waitForTxStatus } from './lifecycleHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

type DelegatePage = { results: { safe: string | null; delegate: string; delegator: string; label: string }[] }

/** The demo Safe's proposers as the gateway lists them. */
async function gatewayProposers(): Promise<DelegatePage['results']> {
  const url = `${stack.url}/v2/chains/${stack.chain.chainId}/delegates?safe=${stack.chain.demo.safe.address}`
  return ((await (await fetch(url)).json()) as DelegatePage).results
}

describe('proposers in Chromium (demo Safe, 2 of 4: accounts 3, 0, 1, 2)', () => {
  test('owner 0 adds account 7 as a proposer (signed); it proposes with a note but cannot sign; the note follows the transaction to the history; owner 0 removes it', async () => {
    const safe = stack.chain.demo.safe.address
    const owner = devAccount(0).address
    const bot = devAccount(7).address
    const page = await freshPage(stack, `/dev:${safe}/settings`)
    const card = page.getByRole('region', { name: 'Proposers' })
    await card.getByText('No proposers yet.').waitFor()
    expect(await card.getByRole('button', { name: 'Add proposer' }).count()).toBe(0)

    await connectAndSignIn(page, owner)
    await card.getByRole('button', { name: 'Add proposer' }).click()
    const form = page.getByRole('form', { name: 'Add proposer' })
    await form.getByLabel('Proposer address').fill(devAccount(1).address)
    await form.getByRole('button', { name: 'Add proposer' }).click()
    await form.getByText(`${devAccount(1).address} is an owner of this Safe: owners can propose already.`).waitFor()
    await form.getByText('Enter a label, so the owners know who this proposer is.').waitFor()
    expect(await gatewayProposers()).toEqual([])

    await form.getByLabel('Proposer address').fill(bot)
    await form.getByLabel('Label').fill('Payroll bot')
    await form.getByRole('button', { name: 'Add proposer' }).click()
    await card.getByRole('listitem').filter({ hasText: 'Payroll bot' }).waitFor()
    expect(await gatewayProposers()).toEqual([{ safe, delegate: bot, delegator: owner, label: 'Payroll bot' }])

    // The proposer reviews a transfer: it gets Propose, not Sign, and its proposal carries no confirmation.
    await page.goto(`${stack.url}/dev:${safe}/transactions/raw`)
    await switchAccount(page, bot)
    await reviewRawTx(page, { to: devAccount(8).address, value: '0.01' })
    await page.getByLabel('Note (optional)').fill('March payroll')
    const propose = page.getByRole('region', { name: 'Propose' })
    await propose.getByText(/You are a proposer for the owner/).waitFor()
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Propose' && !b.disabled),
      undefined,
      { timeout: 30_000 },
    )
    await propose.getByRole('button', { name: 'Propose' }).click()
    await page.waitForURL(/\/transactions\/tx\?id=multisig_/, { timeout: 30_000 })
    const signers = page.getByRole('region', { name: 'Signers' })
    await signers.getByText('Confirmations 0/2').waitFor()
    // The details page opens at its top, not scrolled down to where the review's button was (issue 35 point 4).
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The proposer is named by its label, on the details page as in the queue's row (issue 35 point 2), once the
    // Safe's proposers have loaded (the short address until then).
    await signers.getByText(/Proposed by Payroll bot/).waitFor()
    expect(await signers.textContent()).toMatch(/Proposed by Payroll bot.*\(a proposer\) for/)
    expect(await page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)
    const id = txIdOf(page)
    const details = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    ).json()) as {
      note: string | null
      detailedExecutionInfo: {
        proposer: { value: string }
        proposedByDelegate: { value: string } | null
        confirmations: unknown[]
      }
    }
    expect(details.detailedExecutionInfo.proposer.value).toBe(owner)
    expect(details.detailedExecutionInfo.proposedByDelegate?.value).toBe(bot)
    expect(details.detailedExecutionInfo.confirmations).toEqual([])
    // The note is kept with the proposal: every owner sees it on the details page and in the queue.
    expect(details.note).toBe('March payroll')
    await page.locator('.tx-note').getByText('March payroll').waitFor()
    await page.goto(`${stack.url}/dev:${safe}/transactions/queue`)
    const queued = page.getByRole('listitem').filter({ hasText: 'March payroll' })
    await queued.getByText('Proposed by Payroll bot').waitFor()
    // Two owners confirm and it is executed: the note stays with it in the history.
    const detailsUrl = `${stack.url}/dev:${safe}/transactions/tx?id=${encodeURIComponent(id)}`
    await page.goto(detailsUrl)
    await switchAccount(page, devAccount(3).address)
    await confirmOnDetails(page)
    await switchAccount(page, owner)
    await confirmOnDetails(page)
    await executeOnDetails(page)
    await waitForTxStatus(stack, id, 'SUCCESS')
    await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
    await page.getByRole('listitem').filter({ hasText: 'March payroll' }).waitFor()

    // The owner who added it removes it (a second signature within the hour); the bot is then nobody's proposer.
    await switchAccount(page, owner)
    await page.goto(`${stack.url}/dev:${safe}/settings`)
    await card.getByRole('button', { name: /Remove proposer 0x14dC…9955/ }).click()
    await card.getByText('No proposers yet.').waitFor()
    expect(await gatewayProposers()).toEqual([])
    await page.goto(`${stack.url}/dev:${safe}/transactions/raw`)
    await switchAccount(page, bot)
    await reviewRawTx(page, { to: devAccount(8).address, value: '0.01' })
    await page.getByText(/is not an owner of this Safe: it cannot sign/).waitFor()
    expect(await page.getByRole('region', { name: 'Propose' }).count()).toBe(0)
  })
})
