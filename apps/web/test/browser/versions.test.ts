import { versionDemoHistory } from '@concord/devchain'
import { compatibilityFallbackHandlerAbi, EIP1271_MAGIC_VALUE, SAFE_STORAGE_SLOTS, safeAbi } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  hashMessage,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, executeOnDetails, signOnReview as proposeOnReview } from './flowsHelpers'
import { signOnReview, txIdOf, waitForTxStatus } from './lifecycleHelpers'
import { pickToken } from './pickers'
import { storedDraft } from './settingsHelpers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 30 point 4: the web app with Safes of other versions than 1.3.0/1.4.1, as dev account 4 (owner of the 1.1.1
// and 1.5.0 demo Safes, 1-of-1 each).
const owner = devAccount(4)

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
  await waitForSafeNonce(stack, stack.chain.demo.safe111.address, Number(versionDemoHistory['1.1.1'].finalNonce))
  await waitForSafeNonce(stack, stack.chain.demo.safe150.address, Number(versionDemoHistory['1.5.0'].finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const versionOnChain = (address: Address) => client().readContract({ address, abi: safeAbi, functionName: 'VERSION' })
// Safe 1.5.0 keeps its module guard in this slot (keccak256("module_manager.module_guard.address")).
const moduleGuardOnChain = async (address: Address) =>
  getAddress(
    `0x${((await client().getStorageAt({ address, slot: SAFE_STORAGE_SLOTS.moduleGuard })) ?? '0x').slice(-40).padStart(40, '0')}`,
  )
const overviewOf = (page: Page) => page.getByRole('region', { name: 'Safe overview' })

/** Waits until the open Safe's home shows `version` in its overview (the gateway indexes behind the chain). */
async function homeShowsVersion(page: Page, safe: Address, version: string) {
  await eventually(
    async () => {
      await page.goto(`${stack.url}/dev:${safe}/home`)
      await overviewOf(page).waitFor()
      await overviewOf(page)
        .getByText(/^Nonce/)
        .waitFor()
      return (await overviewOf(page).textContent()) ?? ''
    },
    (text) => text.includes(`Version${version}`),
    `the home of ${safe} to show version ${version}`,
  )
}

/**
 * From the open Safe's Settings, starts the update to `to` as its only owner and resolves on the review screen with
 * the stored draft (titled from and to).
 */
async function reviewUpdate(page: Page, safe: Address, from: string, to: string) {
  await page.goto(`${stack.url}/dev:${safe}/settings`)
  const update = page.getByRole('region', { name: 'Update Safe' })
  await update.getByText(`This Safe runs version ${from}.`).waitFor({ timeout: 30_000 })
  await update.getByRole('button', { name: `Update to ${to}` }).click()
  await page.waitForURL(/\/transactions\/review$/)
  const draft = await storedDraft(page, `dev:${safe}`)
  expect(draft.title).toBe(`Update Safe from ${from} to ${to}`)
  await page.getByRole('heading', { name: draft.title }).waitFor()
  return draft
}

/** On the review screen of a 1-of-1 Safe: the simulation says it would succeed; sign with "Execute immediately". */
async function executeOnReview(page: Page) {
  await page
    .getByRole('region', { name: 'Simulation' })
    .getByText(/Would succeed/)
    .waitFor({ timeout: 30_000 })
  await page.getByLabel(/Execute immediately/).check()
  await signOnReview(page)
  const id = txIdOf(page)
  await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
  await waitForTxStatus(stack, id, 'SUCCESS')
}

/** Creates a 1-of-1 Safe of the connected owner with `version` through the Create Safe form; resolves on its home. */
async function createSafeThroughForm(page: Page, version: string): Promise<Address> {
  await page.getByRole('link', { name: 'Create a Safe' }).click()
  const form = page.getByRole('form', { name: 'Create a Safe' })
  await form.getByLabel('Owner 1 address').waitFor()
  expect(getAddress(await form.getByLabel('Owner 1 address').inputValue())).toBe(owner.address)
  await form.getByRole('button', { name: 'Remove owner 2' }).click()
  // The chain's recommended version is preselected (the dev chain recommends 1.4.1); any other can be chosen.
  const select = form.getByLabel('Safe version')
  expect(await select.inputValue()).toBe('1.4.1')
  expect(await select.locator('option:checked').textContent()).toContain('recommended for this network')
  await select.selectOption(version)
  await form
    .getByRole('region', { name: 'Predicted address' })
    .getByText('Complete the form')
    .waitFor({ state: 'detached' })
  await form.getByRole('button', { name: 'Review' }).click()
  await form.getByRole('button', { name: 'Deploy Safe' }).click()
  await page.getByRole('link', { name: 'Open your Safe' }).click({ timeout: 90_000 })
  await page.waitForURL('**/home')
  const match = /dev:(0x[0-9a-fA-F]{40})\/home/.exec(page.url())
  if (!match?.[1]) throw new Error(`no Safe address in ${page.url()}`)
  return getAddress(match[1])
}

describe('every Safe version in Chromium, as dev account 4', () => {
  test('the 1.1.1 demo Safe: home says 1.1.1 and outdated; an ETH transfer is proposed, signed, executed and in history; "Update to 1.4.1" makes it 1.4.1', async () => {
    const safe = stack.chain.demo.safe111.address
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await overviewOf(page).getByText('1.1.1', { exact: true }).waitFor()
    await page
      .getByRole('alert')
      .getByText('This Safe runs an outdated contract version (1.1.1).', { exact: false })
      .waitFor()
    await connectAndSignIn(page, owner.address)

    // A small ETH transfer: proposed and signed on the review screen, executed from its details page.
    const recipient = devAccount(7).address
    const before = await client().getBalance({ address: recipient })
    await page.getByRole('link', { name: 'New transaction' }).click()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await pickToken(page, 1, zeroAddress)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(recipient)
    await page.getByLabel('Amount 1', { exact: true }).fill('0.01')
    await page.getByRole('button', { name: 'Review' }).click()
    await proposeOnReview(page)
    await executeOnDetails(page)
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
    await eventually(
      async () => {
        await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
        const row = page
          .getByRole('listitem')
          .filter({ hasText: /0\.01 ETH/ })
          .first()
        await row.waitFor({ timeout: 5_000 }).catch(() => undefined)
        return (await row.count()) > 0 ? ((await row.textContent()) ?? '') : ''
      },
      (text) => text.includes('Success'),
      'the ETH transfer of the 1.1.1 Safe in history with Success',
    )

    // The update: changeMasterCopy and setFallbackHandler batched through the 1.1.1 MultiSend, one reviewed transaction.
    const draft = await reviewUpdate(page, safe, '1.1.1', '1.4.1')
    await executeOnReview(page)
    expect(draft.calls).toHaveLength(2)
    expect(draft.calls.every((call) => getAddress(call.to) === safe && call.operation === 0)).toBe(true)
    expect(await versionOnChain(safe)).toBe('1.4.1')
    await homeShowsVersion(page, safe, '1.4.1')
    expect(await page.getByText(/outdated contract version/).count()).toBe(0)
  }, 300_000)

  test('a 1.4.1 Safe created through the form is migrated to 1.5.0 (SafeMigration 1.5.0) and shown as 1.5.0', async () => {
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    const safe = await createSafeThroughForm(page, '1.4.1')
    await homeShowsVersion(page, safe, '1.4.1')
    expect(await versionOnChain(safe)).toBe('1.4.1')

    const draft = await reviewUpdate(page, safe, '1.4.1', '1.5.0')
    // SafeMigration 1.5.0 is one of Safe's own libraries: the gateway trusts it, so no consent is asked (once the
    // gateway answered: until then signing waits with "Checking the delegate-call targets…").
    await page.getByText(/Checking the delegate-call targets/).waitFor({ state: 'detached', timeout: 30_000 })
    expect(await page.getByRole('group', { name: 'Untrusted delegate calls' }).count()).toBe(0)
    await executeOnReview(page)
    expect(draft.calls).toMatchObject([{ value: '0', operation: 1 }])
    expect(await versionOnChain(safe)).toBe('1.5.0')
    await homeShowsVersion(page, safe, '1.5.0')
    // The newest version: Settings offers no update any more.
    await page.goto(`${stack.url}/dev:${safe}/settings`)
    await page
      .getByRole('region', { name: 'Contract' })
      .getByText('1.5.0', { exact: true })
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('region', { name: 'Update Safe' }).count()).toBe(0)
  }, 300_000)

  test('Create Safe: a 1.5.0 Safe chosen over the recommended version is deployed, opens as 1.5.0, and gets a module guard from Settings', async () => {
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    const safe = await createSafeThroughForm(page, '1.5.0')
    await homeShowsVersion(page, safe, '1.5.0')
    expect(await versionOnChain(safe)).toBe('1.5.0')
    expect(await page.getByText(/outdated contract version/).count()).toBe(0)

    // A module guard: a contract that answers every call with 1 (so supportsInterface(IModuleGuard) says yes).
    const guard = getAddress('0x00000000000000000000000000000000000c0de6')
    await client().request({ method: 'anvil_setCode' as never, params: [guard, '0x600160005260206000f3'] as never })
    await page.goto(`${stack.url}/dev:${safe}/settings`)
    const form = page.getByRole('form', { name: 'Module guard' })
    await form.getByLabel('Module guard address').fill(guard)
    await form.getByRole('button', { name: 'Set module guard' }).click()
    await page.waitForURL(/\/transactions\/review$/)
    const draft = await storedDraft(page, `dev:${safe}`)
    expect(draft.calls).toMatchObject([{ to: safe, value: '0', operation: 0 }])
    await executeOnReview(page)
    expect(await moduleGuardOnChain(safe)).toBe(guard)
    // Settings shows it once the gateway indexed ChangedModuleGuard, and offers to remove it.
    await eventually(
      async () => {
        await page.goto(`${stack.url}/dev:${safe}/settings`)
        const contract = page.getByRole('region', { name: 'Contract' })
        await contract.getByText('1.5.0', { exact: true }).waitFor({ timeout: 30_000 })
        return contract.locator('dt', { hasText: /^Module guard$/ }).count()
      },
      (rows) => rows === 1,
      'Settings to show the module guard',
    )
    await page
      .getByRole('form', { name: 'Module guard' })
      .getByRole('button', { name: 'Remove module guard' })
      .waitFor()
  }, 300_000)

  test('an off-chain message signed on the 1.5.0 demo Safe is confirmed and valid on chain (EIP-1271, bytes32)', async () => {
    const safe = stack.chain.demo.safe150.address
    const text = `Concord 1.5.0 message ${Date.now()}`
    const page = await freshPage(stack, `/dev:${safe}/transactions/messages`)
    await connectAndSignIn(page, owner.address)
    await page.getByRole('button', { name: 'New message' }).click()
    const form = page.getByRole('form', { name: 'Sign message' })
    await form.getByLabel('Text').check()
    await form.getByRole('textbox').fill(text)
    await form.getByRole('button', { name: 'Sign off chain' }).click()
    await page.waitForURL(/\/transactions\/msg\?messageHash=0x/, { timeout: 30_000 })
    await page.locator('.page__head').getByText('Confirmed').waitFor({ timeout: 30_000 })
    const messageHash = new URL(page.url()).searchParams.get('messageHash') ?? ''
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/messages/${messageHash}`)
    const served = (await response.json()) as { status: string; preparedSignature: Hex | null }
    expect(served.status).toBe('CONFIRMED')
    const isValidSignature = compatibilityFallbackHandlerAbi.filter(
      (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
    )
    const answer = await client().readContract({
      address: safe,
      abi: isValidSignature,
      functionName: 'isValidSignature',
      args: [hashMessage(text), served.preparedSignature as Hex],
    })
    expect(answer).toBe(EIP1271_MAGIC_VALUE)
  }, 180_000)
})
