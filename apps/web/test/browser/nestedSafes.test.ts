import { canonicalAddresses, encodeSafeSetup, makeMultisigTxId, predictSafeAddress, safeAbi } from '@concord/protocol'
import type { Page } from 'playwright-core'
import { type Address, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, executeOnDetails, proposeSigned, signOnReview } from './flowsHelpers'
import { waitForTxStatus } from './lifecycleHelpers'
import { settingsClient } from './settingsHelpers'
import { freshPage, type Stack, startSeededStack, waitForIndexedOwner, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 34 point 1: a council Safe (the parent, owned by account 6 alone) owns a nested Safe with account 7
// (threshold 2): every nested transaction needs the parent's confirmation, on chain (approveHash, here) or off chain
// (EIP-1271 from the parent's SafeMessage: nestedSafesOffChain.test.ts, for 1.5.0 and 1.4.1 nested Safes).
let stack: Stack
let parent: Address
let nested: Address
const PARENT_OWNER = 6
const CO_OWNER = 7

/** Creates a 1.4.1 SafeL2 with `owners` and `threshold` through the canonical factory (sent by account 8). */
async function createSafe(owners: Address[], threshold: number): Promise<Address> {
  const client = settingsClient(stack.chain)
  const contracts = canonicalAddresses['1.4.1']
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler: contracts.CompatibilityFallbackHandler })
  const saltNonce = BigInt(Date.now())
  const hash = await client.writeContract({
    account: privateKeyToAccount(devAccount(8).privateKey),
    address: contracts.SafeProxyFactory,
    abi: [
      {
        type: 'function',
        name: 'createProxyWithNonce',
        stateMutability: 'nonpayable',
        inputs: [
          { name: '_singleton', type: 'address' },
          { name: 'initializer', type: 'bytes' },
          { name: 'saltNonce', type: 'uint256' },
        ],
        outputs: [{ name: 'proxy', type: 'address' }],
      },
    ],
    functionName: 'createProxyWithNonce',
    args: [contracts.SafeL2, initializer, saltNonce],
  })
  await client.waitForTransactionReceipt({ hash })
  const factory = contracts.SafeProxyFactory
  return predictSafeAddress({ factory, singleton: contracts.SafeL2, initializer, saltNonce, version: '1.4.1' })
}

/** The nested Safe's nonce on chain. */
async function nonceOf(safe: Address): Promise<number> {
  return Number(await settingsClient(stack.chain).readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }))
}

/** Account 7 proposes a 0-value call to itself on the nested Safe; returns the transaction's details path. */
async function proposeNested(): Promise<string> {
  const nonce = await nonceOf(nested)
  const call = { to: devAccount(CO_OWNER).address, value: 0n, data: '0x' as const }
  const hash = await proposeSigned(stack, { address: nested, version: '1.4.1' }, call, nonce, [CO_OWNER])
  return `/dev:${nested}/transactions/tx?id=${encodeURIComponent(makeMultisigTxId(nested, hash))}`
}

/** On the nested transaction's page: its parent panel once the page has the wallet's parent Safes. */
const parentPanel = (page: Page) => page.getByRole('region', { name: 'Parent Safe approvals' })

beforeAll(async () => {
  stack = await startSeededStack()
  parent = await createSafe([devAccount(PARENT_OWNER).address], 1)
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNER).address, parent)
}, 180_000)
afterAll(() => stack?.stop())

describe('nested Safes in Chromium', () => {
  test('the parent creates a nested Safe, then confirms its transaction on chain (approveHash) and it executes', async () => {
    const page = await freshPage(stack, `/dev:${parent}/nested-safes`)
    await connectAndSignIn(page, devAccount(PARENT_OWNER).address)
    await page.getByText('This Safe owns no other Safe yet.').waitFor()

    // Create nested Safe: the parent and account 7, threshold 2, proposed and executed as a parent transaction.
    const form = page.getByRole('form', { name: 'Create nested Safe' })
    await form.getByLabel(/Other owners/).fill(devAccount(CO_OWNER).address)
    await form.getByLabel('Threshold').selectOption('2')
    await form.getByRole('button', { name: 'Review' }).click()
    await page.getByRole('heading', { name: /^Create nested Safe 0x/ }).waitFor()
    await signOnReview(page)
    await executeOnDetails(page)
    await page.goto(`${stack.url}/dev:${parent}/nested-safes`)
    const list = page.getByRole('list', { name: 'Nested Safes' })
    await list.getByRole('listitem').first().waitFor({ timeout: 30_000 })
    nested = getAddress((await list.getByRole('listitem').first().textContent())?.match(/0x[0-9a-fA-F]{40}/)?.[0] ?? '')
    await waitForIndexedOwner(stack, parent, nested)
    const owners = await settingsClient(stack.chain).readContract({
      address: nested,
      abi: safeAbi,
      functionName: 'getOwners',
    })
    expect(new Set(owners)).toEqual(new Set([parent, devAccount(CO_OWNER).address]))

    // A nested transaction signed by account 7: the parent's owner sees what is the parent's to do.
    const nestedTx = await proposeNested()
    await page.goto(`${stack.url}${nestedTx}`)
    await parentPanel(page).getByText(`Awaiting parent Safe`).waitFor({ timeout: 30_000 })
    expect(await parentPanel(page).textContent()).toContain('(0 of 1 signatures)')
    await parentPanel(page).getByRole('button', { name: 'Propose approval in parent Safe' }).click()
    await page.waitForURL(new RegExp(`/dev:${parent}/transactions/review$`))
    await page.getByRole('heading', { name: /^Approve nested Safe 0x/ }).waitFor()
    await signOnReview(page)

    // The nested transaction's page links to the parent's pending approval; the parent's queue row names the nested Safe.
    await page.goto(`${stack.url}${nestedTx}`)
    await parentPanel(page).getByText('(1 of 1 signatures)').waitFor({ timeout: 30_000 })
    await parentPanel(page).getByRole('link', { name: "Open the parent's pending approval" }).click()
    await page.waitForURL(new RegExp(`/dev:${parent}/transactions/tx`))
    const approvalPath = new URL(page.url()).pathname + new URL(page.url()).search
    await page.goto(`${stack.url}/dev:${parent}/transactions/queue`)
    await page.getByText(/Approves a nested Safe's transaction in 0x/).waitFor({ timeout: 30_000 })

    // The parent executes the approval; the nested transaction counts it and executes.
    await page.goto(`${stack.url}${approvalPath}`)
    await executeOnDetails(page)
    await page.goto(`${stack.url}${nestedTx}`)
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor({ timeout: 30_000 })
    const nonce = await nonceOf(nested)
    await executeOnDetails(page)
    await waitForSafeNonce(stack, nested, nonce + 1)
    await waitForTxStatus(stack, new URL(`${stack.url}${nestedTx}`).searchParams.get('id') ?? '', 'SUCCESS')
  })

  test('the deadlock check: the parent cannot add its nested Safe as an owner (they would own each other)', async () => {
    const page = await freshPage(stack, `/dev:${parent}/settings`)
    await connectAndSignIn(page, devAccount(PARENT_OWNER).address)
    const owners = page.getByRole('region', { name: 'Owners' })
    await owners.getByRole('button', { name: 'Add owner' }).click()
    const form = page.getByRole('form', { name: 'Add owner' })
    await form.getByLabel('Owner address').fill(nested)
    await form.getByRole('button', { name: 'Review' }).click()
    await form.getByText(`own each other in a loop (${parent} → ${nested} → ${parent})`, { exact: false }).waitFor()
    expect(page.url()).toContain('/settings')
  })
})
