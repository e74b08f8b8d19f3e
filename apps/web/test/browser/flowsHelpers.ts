import { devAccounts } from '@concord/devchain'
import { createGatewayClient } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx, type SafeVersion } from '@concord/protocol'
import type { Locator, Page } from 'playwright-core'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { isDevAccount, pickDevAccount } from './pickers'
import type { Stack } from './stack'
import { signInAgain } from './wallet'

/** Dev account `i` (checksummed address and key). */
export function devAccount(i: number): { address: Address; privateKey: Hex } {
  const account = devAccounts[i]
  if (!account) throw new Error(`anvil has no dev account ${i}`)
  return { address: getAddress(account.address), privateKey: account.privateKey }
}

/** Switches the dev wallet of an open, connected page to `address` and signs in again. */
export async function actAs(page: Page, address: Address) {
  if (await isDevAccount(page, address)) return
  await pickDevAccount(page, address)
  await signInAgain(page)
}

/** On the review screen: signs as the connected owner (proposes) and waits for the transaction's details page. */
export async function signOnReview(page: Page) {
  await page.waitForURL('**/transactions/review')
  const sign = page.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true })
  await sign.waitFor()
  // The button is enabled once the review has loaded the nonce, gas and simulation.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-label="Sign"] button')].some(
        (b) => b.textContent === 'Sign' && !(b as HTMLButtonElement).disabled,
      ),
    undefined,
    { timeout: 30_000 },
  )
  await sign.click()
  await page.waitForURL('**/transactions/tx?id=*', { timeout: 30_000 })
}

/** On a details page: confirms as the connected owner, executing at once when `executeNow` (threshold reached). */
export async function confirmOnDetails(page: Page, executeNow = false) {
  const region = page.getByRole('region', { name: 'Confirm' })
  await region.getByRole('button', { name: 'Confirm', exact: true }).waitFor({ timeout: 30_000 })
  if (executeNow) await region.getByRole('checkbox').check()
  await region.getByRole('button', { name: 'Confirm', exact: true }).click()
  // Once the gateway has the signature the page stops offering "Confirm" to this owner; on failure it says why.
  await untilGoneOrAlert(region, 'Confirming')
}

/** On a details page of a fully signed next transaction: executes it from the connected wallet. */
export async function executeOnDetails(page: Page) {
  const region = page.getByRole('region', { name: 'Execute' })
  await region.waitFor({ timeout: 30_000 })
  await region.getByRole('button', { name: 'Execute', exact: true }).click()
  // Once mined and indexed the transaction leaves the queue and its actions go; on failure the page says why.
  await untilGoneOrAlert(region, 'Executing')
}

/** Resolves when `region` leaves the page; throws with the page's words when an alert shows in it first. */
async function untilGoneOrAlert(region: Locator, what: string) {
  const alert = region.getByRole('alert')
  const gone = region.waitFor({ state: 'detached', timeout: 90_000 }).then(() => 'gone' as const)
  const failed = alert.waitFor({ timeout: 90_000 }).then(() => 'failed' as const)
  // The loser of the race times out later: its rejection is expected and dropped.
  gone.catch(() => undefined)
  failed.catch(() => undefined)
  if ((await Promise.race([gone, failed])) === 'failed') {
    throw new Error(`${what} failed: ${await alert.first().textContent()}`)
  }
}

/**
 * Proposes a SafeTx through the gateway signed by the first owner key, then confirms it with the others (Node side);
 * a CALL unless `call.operation` says DELEGATE.
 */
export async function proposeSigned(
  stack: Pick<Stack, 'url' | 'chain'>,
  safe: { address: Address; version: SafeVersion },
  call: { to: Address; value: bigint; data: Hex; operation?: 0 | 1 },
  nonce: number,
  ownerIndexes: number[],
) {
  const client = createGatewayClient({ baseUrl: stack.url })
  const chainId = String(stack.chain.chainId)
  const tx = buildSafeTransactionData({ ...call, nonce })
  const domain = { chainId: stack.chain.chainId, safeAddress: safe.address, version: safe.version }
  const safeTxHash = hashSafeTx({ ...domain, tx })
  const sign = (i: number) =>
    privateKeyToAccount(devAccount(i).privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
  const [first, ...others] = ownerIndexes
  if (first === undefined) throw new Error('at least one owner signs')
  const zero = '0x0000000000000000000000000000000000000000'
  await client.proposeTransaction(chainId, safe.address, {
    to: call.to,
    value: call.value.toString(),
    data: call.data,
    nonce: String(nonce),
    operation: call.operation ?? 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zero,
    refundReceiver: zero,
    safeTxHash,
    sender: devAccount(first).address,
    signature: await sign(first),
  })
  for (const i of others) await client.confirmTransaction(chainId, safeTxHash, { signature: await sign(i) })
  return safeTxHash
}
