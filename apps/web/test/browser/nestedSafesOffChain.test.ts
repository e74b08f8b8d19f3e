import { canonicalAddresses, encodeSafeSetup, makeMultisigTxId, predictSafeAddress, safeAbi } from '@concord/protocol'
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
let stack: Stack
let parent: Address
let nested: Address
const PARENT_OWNERS = [6, 5] as const
const CO_OWNER = 7

/** Creates a 1.5.0 SafeL2 with `owners` and `threshold` through the 1.5.0 factory (sent by account 8). */
async function createSafe150(owners: Address[], threshold: number, saltNonce: bigint): Promise<Address> {
  const client = settingsClient(stack.chain)
  const contracts = canonicalAddresses['1.5.0']
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
  if (receipt.status !== 'success') throw new Error(`creating a 1.5.0 Safe failed (${hash})`)
  const factory = contracts.SafeProxyFactory
  return predictSafeAddress({ factory, singleton: contracts.SafeL2, initializer, saltNonce, version: '1.5.0' })
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
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNERS[0]).address, parent)
  await waitForIndexedOwner(stack, devAccount(PARENT_OWNERS[1]).address, parent)
  await waitForIndexedOwner(stack, parent, nested)
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
