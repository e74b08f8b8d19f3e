import { devAccounts } from '@concord/devchain'
import type { Page } from 'playwright-core'
import type { Stack } from './stack'
import { signInAgain } from './wallet'

/** Dev account `index` of anvil (address and test key). */
export function account(index: number) {
  const found = devAccounts[index]
  if (!found) throw new Error(`anvil has no dev account ${index}`)
  return found
}

/** Acts as another dev account: picks it in the header and signs in again (RainbowKit ended the session). */
export async function switchAccount(page: Page, account: string) {
  const picker = page.getByLabel('Dev account')
  if ((await picker.inputValue()).toLowerCase() === account.toLowerCase()) return
  await picker.selectOption(account)
  await signInAgain(page)
}

/** Fills the raw-transaction form of the open page and opens the review screen. */
export async function reviewRawTx(
  page: Page,
  fields: { to: string; value?: string; data?: string; operation?: 'CALL' | 'DELEGATE' },
) {
  await page.getByLabel('To').fill(fields.to)
  await page.getByLabel('Value (ETH)').fill(fields.value ?? '0')
  await page.getByLabel('Data (hex)').fill(fields.data ?? '0x')
  await page.getByLabel('Operation').selectOption(fields.operation === 'DELEGATE' ? '1' : '0')
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByRole('heading', { name: 'Review transaction' }).waitFor()
}

/** Signs on the review screen once its Sign button is enabled, and waits for the new transaction's details page. */
export async function signOnReview(page: Page) {
  const sign = page.getByRole('button', { name: 'Sign', exact: true })
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Sign' && !b.disabled),
    undefined,
    { timeout: 30_000 },
  )
  await sign.click()
  await page.waitForURL(/\/transactions\/tx\?id=multisig_/, { timeout: 30_000 })
  await page.getByRole('region', { name: 'Signers' }).waitFor()
}

/** Resolves once the gateway serves a transaction with this id in this status (its indexer follows the chain). */
export async function waitForTxStatus(stack: Stack, id: string, status: string): Promise<void> {
  const deadline = Date.now() + 60_000
  let last = ''
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    if (response.ok) {
      last = ((await response.json()) as { txStatus: string }).txStatus
      if (last === status) return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Transaction ${id} did not reach ${status} within 60 s (last: ${last}).`)
}

/** The transaction id in the details page's URL. */
export function txIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get('id') ?? ''
}
