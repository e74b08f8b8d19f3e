import type { DevChain } from '@concord/devchain'
import { safeAbisByVersion } from '@concord/protocol'
import { waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startStack } from './stack'

// The two-chain dev stack (`npm start -- --chains 2`): the demo Safe has the same address on both chains.
let stack: Stack
let dev2: DevChain
let safe: Address
const NEW_OWNER = getAddress('0x00000000000000000000000000000000000c0de5')

beforeAll(async () => {
  stack = await startStack({ chains: 2 })
  const second = stack.moreChains?.[0]
  if (second === undefined) throw new Error('the second dev chain did not start')
  dev2 = second
  safe = stack.chain.demo.safe.address
  for (const chain of [stack.chain, dev2]) {
    await waitForSafeNonce(stack.url, chain.chainId, safe, chain.demo.safe.nonce)
  }
}, 300_000)
afterAll(() => stack?.stop())

/** anvil's own JSON-RPC methods on the second chain (impersonation, balances), which viem's clients do not type. */
async function anvil(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(dev2.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/** Adds an owner to the demo Safe on the second chain only: the Safe, impersonated by anvil, calls itself. */
async function addOwnerOnDev2(): Promise<void> {
  await anvil('anvil_impersonateAccount', [safe])
  await anvil('anvil_setBalance', [safe, '0xde0b6b3a7640000'])
  const wallet = createWalletClient({ account: safe, transport: http(dev2.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: safe,
    abi: safeAbisByVersion['1.4.1'].Safe,
    functionName: 'addOwnerWithThreshold',
    args: [NEW_OWNER, BigInt(dev2.demo.safe.threshold)],
  })
  const receipt = await createPublicClient({ transport: http(dev2.rpcUrl) }).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const owners = async () => {
    const response = await fetch(`${stack.url}/v1/chains/${dev2.chainId}/safes/${safe}`)
    return ((await response.json()) as { owners: { value: string }[] }).owners.map((o) => o.value)
  }
  await eventually(owners, (list) => list.includes(NEW_OWNER), 'the gateway to index the new owner on dev2')
}

/** The cells of the row of the chain named `chainName` (after its badge) in the account's table. */
const cellsOf = (page: Page, chainName: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`${chainName}$`) }) })
    .getByRole('cell')
    .allTextContents()

describe('one Safe across chains on the welcome page', () => {
  test('is one account with a row per chain, and says when its owners differ between chains', async () => {
    expect(dev2.demo.safe.address).toBe(safe)
    expect(dev2.demo.safe.owners).toEqual(stack.chain.demo.safe.owners)
    const page = await freshPage(stack, '/config.json')
    await page.evaluate(
      (entries) => localStorage.setItem('concord.watchlist', JSON.stringify(entries)),
      [`dev:${safe}`, `dev2:${safe}`],
    )
    await page.goto(`${stack.url}/`)
    const account = page.getByRole('listitem', { name: `Safe ${safe} on 2 chains` })
    const rows = account.getByRole('row')
    await account.getByRole('rowheader', { name: /dev2/ }).waitFor()
    const owners = stack.chain.demo.safe.owners.length
    const threshold = stack.chain.demo.safe.threshold
    await eventually(
      () => rows.allTextContents(),
      (texts) => texts.length === 3 && !texts.some((t) => t.includes('Loading')),
      'both chains’ rows',
    )
    const nonce = String(stack.chain.demo.safe.nonce)
    expect((await cellsOf(page, 'Concord Devnet')).slice(0, 3)).toEqual([
      `${threshold} of ${owners}`,
      `${owners}`,
      nonce,
    ])
    const nonce2 = String(dev2.demo.safe.nonce)
    expect((await cellsOf(page, 'Concord Devnet 2')).slice(0, 3)).toEqual([
      `${threshold} of ${owners}`,
      `${owners}`,
      nonce2,
    ])
    expect(await account.getByRole('alert').count()).toBe(0)

    await addOwnerOnDev2()
    const fresh = await freshPage(stack, '/config.json')
    await fresh.evaluate(
      (entries) => localStorage.setItem('concord.watchlist', JSON.stringify(entries)),
      [`dev:${safe}`, `dev2:${safe}`],
    )
    await fresh.goto(`${stack.url}/`)
    const warning = fresh.getByRole('listitem', { name: `Safe ${safe} on 2 chains` }).getByRole('alert')
    await warning.waitFor()
    expect(await warning.textContent()).toBe(`Owners differ on dev2: ${NEW_OWNER} is an owner only on dev2.`)
    const changed = (await cellsOf(fresh, 'Concord Devnet 2')).slice(0, 2)
    expect(changed).toEqual([`${threshold} of ${owners + 1}`, `${owners + 1}`])
  }, 300_000)
})
