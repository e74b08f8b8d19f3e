import { createGatewayClient } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx, makeMultisigTxId } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import type { Page } from 'playwright-core'
import { type Address, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount } from './flowsHelpers'
import { isDevAccount, pickDevAccount } from './pickers'
import type { Stack } from './stack'
import { signInAgain } from './wallet'

/** Acts as another dev account: picks it in the header and signs in again (RainbowKit ended the session). */
export async function switchAccount(page: Page, account: string) {
  if (await isDevAccount(page, account)) return
  await pickDevAccount(page, account)
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
  const statusOf = async () => {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return ((await response.json()) as { txStatus: string }).txStatus
  }
  await eventually(statusOf, (seen) => seen === status, `transaction ${id} to reach ${status}`)
}

/** The transaction id in the details page's URL. */
export function txIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get('id') ?? ''
}

/** Proposes `value` wei to `to` at `nonce` on the demo Safe as owner `ownerIndex` through the gateway (no browser). */
export async function proposeThroughGateway(
  stack: Stack,
  ownerIndex: number,
  to: Address,
  value: bigint,
  nonce: number,
) {
  const demo = stack.chain.demo.safe
  const owner = devAccount(ownerIndex)
  const tx = buildSafeTransactionData({ to, value, nonce })
  const domain = { chainId: stack.chain.chainId, safeAddress: demo.address, version: demo.version }
  const safeTxHash = hashSafeTx({ ...domain, tx })
  const signature = await privateKeyToAccount(owner.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
  await createGatewayClient({ baseUrl: stack.url }).proposeTransaction(String(stack.chain.chainId), demo.address, {
    to,
    value: value.toString(),
    data: null,
    nonce: String(nonce),
    operation: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    safeTxHash,
    sender: owner.address,
    signature,
  })
  return makeMultisigTxId(demo.address, safeTxHash)
}
