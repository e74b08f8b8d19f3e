import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeSafeSetup,
  encodeSafeTxData,
  getSafeMessageOverBytesTypedData,
  hashSafeMessageOverBytes,
  makeMultisigTxId,
  predictSafeAddress,
  safeAbi,
} from '@concord/protocol'
import type { Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, executeOnDetails, proposeSigned } from './flowsHelpers'
import { switchAccount, waitForTxStatus } from './lifecycleHelpers'
import { settingsClient } from './settingsHelpers'
import { freshPage, type Stack, startStack, waitForIndexedOwner, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 34 point 1, off chain: a 1.5.0 council Safe (the parent, accounts 5 and 6, threshold 2) owns a 1.5.0 nested
// Safe with account 7 (threshold 2). A nested Safe of 1.5.0 asks its Safe owners with isValidSignature(bytes32
// safeTxHash), so the parent confirms through its own SafeMessage over the nested transaction, signed by its owners.
// A nested Safe of 1.4.1 asks with the legacy isValidSignature(bytes) and the SafeTx's 66-byte encoding: a 1.4.1
// council (accounts 5 and 6) confirms it with a raw-bytes SafeMessage over that encoding; a 1.5.0 parent cannot.
let stack: Stack
let parent: Address
let nested: Address
let parent141: Address
let nested141: Address
let nested141Under150: Address
const PARENT_OWNERS = [6, 5] as const
const CO_OWNER = 7

/** Creates a SafeL2 of `version` with `owners` and `threshold` through its canonical factory (sent by account 8). */
async function createSafe150(
  owners: Address[],
  threshold: number,
  saltNonce: bigint,
  version: '1.5.0' | '1.4.1' = '1.5.0',
): Promise<Address> {
  const client = settingsClient(stack.chain)
  const contracts = canonicalAddresses[version]
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler: contracts.CompatibilityFallbackHandler })
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
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`creating a ${version} Safe failed (${hash})`)
  const factory = contracts.SafeProxyFactory
  return predictSafeAddress({ factory, singleton: contracts.SafeL2, initializer, saltNonce, version })
}

/** The panel of the nested transaction's page where the connected owner acts for the parent. */
const parentPanel = (page: Page) => page.getByRole('region', { name: 'Parent Safe approvals' })

beforeAll(async () => {
  stack = await startStack()
  const salt = BigInt(Date.now())
  parent = await createSafe150(
    PARENT_OWNERS.map((i) => devAccount(i).address),
    2,
    salt,
  )
  nested = await createSafe150([parent, devAccount(CO_OWNER).address], 2, salt + 1n)
  const parentKeys = PARENT_OWNERS.map((i) => devAccount(i).address)
  parent141 = await createSafe150(parentKeys, 2, salt + 2n, '1.4.1')
  nested141 = await createSafe150([parent141, devAccount(CO_OWNER).address], 2, salt + 3n, '1.4.1')
  nested141Under150 = await createSafe150([parent, devAccount(CO_OWNER).address], 2, salt + 4n, '1.4.1')
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNERS[0]).address, parent)
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNERS[1]).address, parent)
  await waitForIndexedOwner(stack, parent, nested)
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNERS[1]).address, parent141)
  await waitForIndexedOwner(stack, parent141, nested141)
  await waitForIndexedOwner(stack, parent, nested141Under150)
}, 180_000)
afterAll(() => stack?.stop())

describe('nested Safes off chain in Chromium (1.5.0)', () => {
  test("the parent's owners sign the parent's message until its threshold, add the parent's signature, and the nested transaction executes", async () => {
    // Account 7 proposes a 0-value call to itself on the nested Safe: 1 of 2, the parent's confirmation missing.
    const call = { to: devAccount(CO_OWNER).address, value: 0n, data: '0x' as const }
    const safeTxHash = await proposeSigned(stack, { address: nested, version: '1.5.0' }, call, 0, [CO_OWNER])
    const id = makeMultisigTxId(nested, safeTxHash)
    const page = await freshPage(stack, `/dev:${nested}/transactions/tx?id=${encodeURIComponent(id)}`)
    await connectAndSignIn(page, devAccount(PARENT_OWNERS[0]).address)

    // The first parent owner starts the parent's message; no refusal on a 1.5.0 nested Safe.
    const panel = parentPanel(page)
    await panel.getByText('Awaiting parent Safe').waitFor({ timeout: 30_000 })
    expect(await panel.textContent()).not.toContain('Off chain is not available')
    await panel.getByText("Off chain: the parent's message has 0 of 2 signatures.").waitFor()
    await panel.getByRole('button', { name: 'Sign off chain for the parent Safe' }).click()
    await panel.getByText("Off chain: the parent's message has 1 of 2 signatures.").waitFor({ timeout: 30_000 })
    expect(await panel.getByRole('button', { name: "Add the parent's signature" }).count()).toBe(0)

    // The second parent owner signs the same message: the parent's threshold is reached.
    await switchAccount(page, devAccount(PARENT_OWNERS[1]).address)
    await panel.getByRole('button', { name: 'Sign the parent’s message' }).click({ timeout: 30_000 })
    await panel.getByText("Off chain: the parent's message has 2 of 2 signatures.").waitFor({ timeout: 30_000 })
    await panel.getByRole('button', { name: "Add the parent's signature" }).click()

    // The parent's contract signature counts as the nested transaction's second confirmation; it executes on chain.
    const signers = page.getByRole('region', { name: 'Signers' })
    await signers.getByText('Confirmations 2/2').waitFor({ timeout: 30_000 })
    await executeOnDetails(page)
    await waitForSafeNonce(stack, nested, 1)
    await waitForTxStatus(stack, id, 'SUCCESS')
    // On chain: the execution's receipt succeeded and the nested Safe's nonce moved on.
    const details = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    const { txHash } = (await details.json()) as { txHash: Hex }
    const client = settingsClient(stack.chain)
    expect((await client.getTransactionReceipt({ hash: txHash })).status).toBe('success')
    expect(await client.readContract({ address: nested, abi: safeAbi, functionName: 'nonce' })).toBe(1n)
  }, 180_000)
})

describe('nested Safes off chain in Chromium (1.4.1: a raw-bytes message of the parent)', () => {
  test("two parent owners sign the parent's raw-bytes message (one on the nested transaction, one on the parent's message page), the parent's signature is added, and the nested transaction executes", async () => {
    const call = { to: devAccount(CO_OWNER).address, value: 0n, data: '0x' as const }
    const safeTxHash = await proposeSigned(stack, { address: nested141, version: '1.4.1' }, call, 0, [CO_OWNER])
    const id = makeMultisigTxId(nested141, safeTxHash)
    const nestedTx = `/dev:${nested141}/transactions/tx?id=${encodeURIComponent(id)}`
    const page = await freshPage(stack, nestedTx)
    await connectAndSignIn(page, devAccount(PARENT_OWNERS[0]).address)

    // Offered, with what is signed: the nested Safe, its transaction, the safeTxHash and the raw encoding.
    const panel = parentPanel(page)
    await panel.getByText('Awaiting parent Safe').waitFor({ timeout: 30_000 })
    await panel.getByText("Off chain: the parent's message has 0 of 2 signatures.").waitFor()
    expect(await panel.textContent()).not.toContain('Off chain is not available')
    const raw = encodeSafeTxData({
      chainId: stack.chain.chainId,
      safeAddress: nested141,
      version: '1.4.1',
      tx: buildSafeTransactionData({ ...call, nonce: 0 }),
    })
    expect(await panel.getByTestId('nested-raw-encoding').textContent()).toBe(raw)
    expect(await panel.textContent()).toContain(safeTxHash)
    await panel.getByRole('button', { name: 'Sign off chain for the parent Safe' }).click()
    await panel.getByText("Off chain: the parent's message has 1 of 2 signatures.").waitFor({ timeout: 30_000 })

    // The second parent owner reads the parent's message in words and confirms it there.
    const messageHash = hashSafeMessageOverBytes({
      chainId: stack.chain.chainId,
      safeAddress: parent141,
      version: '1.4.1',
      data: raw,
    })
    await switchAccount(page, devAccount(PARENT_OWNERS[1]).address)
    await page.goto(`${stack.url}/dev:${parent141}/transactions/msg?messageHash=${messageHash}`)
    const content = page.getByRole('region', { name: 'Message', exact: true })
    await content.getByText("A nested Safe's transaction.").waitFor({ timeout: 30_000 })
    await content.getByText('It is transaction #0 of the Safe').waitFor({ timeout: 30_000 })
    await page.getByText("The message hash recomputed in your browser matches the gateway's.").waitFor()
    await page.getByRole('region', { name: 'Confirm' }).getByRole('button', { name: 'Confirm', exact: true }).click()
    await page
      .getByRole('region', { name: 'Signature' })
      .getByText('✓ Valid for this Safe')
      .waitFor({ timeout: 30_000 })

    // Back on the nested transaction: the parent's threshold is met; its contract signature is added and it executes.
    await page.goto(`${stack.url}${nestedTx}`)
    await panel.getByText("Off chain: the parent's message has 2 of 2 signatures.").waitFor({ timeout: 30_000 })
    await panel.getByRole('button', { name: "Add the parent's signature" }).click()
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor({ timeout: 30_000 })
    await executeOnDetails(page)
    await waitForSafeNonce(stack, nested141, 1)
    await waitForTxStatus(stack, id, 'SUCCESS')
    const details = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    const { txHash } = (await details.json()) as { txHash: Hex }
    const client = settingsClient(stack.chain)
    expect((await client.getTransactionReceipt({ hash: txHash })).status).toBe('success')
    expect(await client.readContract({ address: nested141, abi: safeAbi, functionName: 'nonce' })).toBe(1n)
  }, 180_000)

  test('a 1.4.1 nested Safe under a 1.5.0 parent: the page says why off chain cannot work and keeps the on-chain approval', async () => {
    const call = { to: devAccount(CO_OWNER).address, value: 0n, data: '0x' as const }
    const safeTxHash = await proposeSigned(stack, { address: nested141Under150, version: '1.4.1' }, call, 0, [CO_OWNER])
    const id = makeMultisigTxId(nested141Under150, safeTxHash)
    const page = await freshPage(stack, `/dev:${nested141Under150}/transactions/tx?id=${encodeURIComponent(id)}`)
    await connectAndSignIn(page, devAccount(PARENT_OWNERS[0]).address)
    const panel = parentPanel(page)
    await panel
      .getByText(/Off chain is not available: this Safe \(version 1\.4\.1\) asks its parent Safe with the legacy/)
      .waitFor({ timeout: 30_000 })
    await panel.getByRole('button', { name: 'Propose approval in parent Safe' }).waitFor()
    expect(await panel.getByRole('button', { name: 'Sign off chain for the parent Safe' }).count()).toBe(0)
  })

  test("raw bytes that encode no transaction Concord knows: the parent's message page says so and holds signing back (blind signing)", async () => {
    const data = '0xdeadbeef' as const
    const domain = { chainId: stack.chain.chainId, safeAddress: parent141, version: '1.4.1' }
    const messageHash = hashSafeMessageOverBytes({ ...domain, data })
    const signature = await privateKeyToAccount(devAccount(PARENT_OWNERS[0]).privateKey).signTypedData(
      getSafeMessageOverBytesTypedData({ ...domain, data }),
    )
    const proposed = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${parent141}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: data, messageKind: 'RAW_BYTES', signature }),
    })
    expect(proposed.status).toBe(202)
    const page = await freshPage(stack, `/dev:${parent141}/transactions/msg?messageHash=${messageHash}`)
    await connectAndSignIn(page, devAccount(PARENT_OWNERS[1]).address)
    const content = page.getByRole('region', { name: 'Message', exact: true })
    await content.getByText('Raw bytes (4 bytes), signed as they are').waitFor({ timeout: 30_000 })
    const confirm = page.getByRole('region', { name: 'Confirm' })
    await confirm.getByText('Signing is blocked: these raw bytes are not the encoding of a transaction').waitFor()
    expect(await confirm.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)
  })
})
