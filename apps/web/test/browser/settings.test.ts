import { demoSafeHistory } from '@concord/devchain'
import { canonicalAddresses, safeAbi } from '@concord/protocol'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SAFE_MIGRATION_141 } from '../../src/features/settings/contract/safeMigration'
import { signOnReview, switchAccount, txIdOf, waitForTxStatus } from './lifecycleHelpers'
import { pick } from './pickers'
import { devAddress, settingsClient, storedDraft } from './settingsHelpers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

describe('Safe settings in Chromium', () => {
  test('owner 0 adds account 5 and raises the threshold to 3 on the review screen; owner 1 confirms and executes; page and chain agree', async () => {
    const demo = stack.chain.demo.safe
    const nonce = Number(demoSafeHistory.finalNonce)
    await waitForSafeNonce(stack, demo.address, nonce)
    const page = await freshPage(stack, `/dev:${demo.address}/settings`)
    const owners = page.getByRole('region', { name: 'Owners' })
    await owners.waitFor()
    // Not connected: the read-only page.
    await page
      .getByRole('note')
      .getByText(/Read only/)
      .waitFor()
    expect(await owners.getByRole('button', { name: 'Add owner' }).count()).toBe(0)

    await connectAndSignIn(page, devAddress(0))
    await owners.getByRole('button', { name: 'Add owner' }).click()
    const form = page.getByRole('form', { name: 'Add owner' })
    await form.getByLabel('Owner name').fill('Eve')
    await form.getByLabel('Owner address').fill(devAddress(1).toLowerCase())
    await form.getByRole('button', { name: 'Review' }).click()
    await form.getByText(`${devAddress(1)} is already an owner of this Safe.`).waitFor()
    await form.getByLabel('Owner address').fill(devAddress(5))
    await pick(form, 'Threshold after adding', /^3 of \d+ owners$/)
    // Issue 35: the name typed is kept with the address when the form goes on to the review (no separate button);
    // it names the new owner in the owners list below once executed.
    expect(await form.getByRole('button', { name: 'Save to address book' }).count()).toBe(0)
    await form.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL(/\/transactions\/review$/)
    await page.getByRole('heading', { name: 'Review transaction' }).waitFor()

    const draft = await storedDraft(page, `dev:${demo.address}`)
    expect(draft).toMatchObject({ origin: 'settings', title: 'Add owner 0x9965…A4dc (threshold 3 of 5)' })
    await page.getByRole('heading', { name: draft.title }).waitFor()
    await page
      .getByRole('region', { name: 'Warnings' })
      .getByText(/it will add an owner/)
      .waitFor()
    await signOnReview(page)
    const id = txIdOf(page)
    expect(await page.getByRole('region', { name: 'Signers' }).textContent()).toContain('Confirmations 1/2')

    // Owner 1 confirms and executes at once; the old threshold (2) applies to this transaction.
    await switchAccount(page, devAddress(1))
    await page.getByLabel(/Execute immediately/).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    await waitForTxStatus(stack, id, 'SUCCESS')

    await page.goto(`${stack.url}/dev:${demo.address}/settings`)
    await owners.getByText('Required confirmations: 3 out of 5 owners.').waitFor({ timeout: 30_000 })
    expect(await owners.getByRole('listitem').count()).toBe(5)
    expect(
      await owners
        .getByRole('listitem')
        .filter({ hasText: devAddress(5) })
        .textContent(),
    ).toContain('Eve')

    const client = settingsClient(stack.chain)
    const onChain = await client.readContract({ address: demo.address, abi: safeAbi, functionName: 'getOwners' })
    expect(onChain).toHaveLength(5)
    expect(onChain[0]).toBe(devAddress(5))
    expect(await client.readContract({ address: demo.address, abi: safeAbi, functionName: 'getThreshold' })).toBe(3n)
  })

  test('the 1-of-1 Safe 1.3.0: its owner signs the upgrade to 1.4.1 (a DELEGATECALL to SafeMigration) with "Execute immediately"; page and chain say 1.4.1', async () => {
    const legacy = stack.chain.demo.safe130
    const page = await freshPage(stack, `/dev:${legacy.address}/settings`)
    const contract = page.getByRole('region', { name: 'Contract' })
    await contract.getByText('1.3.0', { exact: true }).waitFor()
    await connectAndSignIn(page, devAddress(3))
    await page.getByRole('button', { name: 'Update to 1.4.1' }).click()
    await page.waitForURL(/\/transactions\/review$/)
    const draft = await storedDraft(page, `dev:${legacy.address}`)
    expect(draft.title).toBe('Update Safe from 1.3.0 to 1.4.1')
    expect(draft.calls).toEqual([
      { to: SAFE_MIGRATION_141, value: '0', data: expect.stringMatching(/^0x[0-9a-f]{8}$/), operation: 1 },
    ])
    // SafeMigration is a trusted delegate target: no blocking warning, the owner signs and executes at once.
    await page.getByLabel(/Execute immediately/).check()
    await signOnReview(page)
    const id = txIdOf(page)
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    await waitForTxStatus(stack, id, 'SUCCESS')

    await page.goto(`${stack.url}/dev:${legacy.address}/settings`)
    await contract.getByText('1.4.1', { exact: true }).waitFor({ timeout: 30_000 })
    const client = settingsClient(stack.chain)
    expect(await client.readContract({ address: legacy.address, abi: safeAbi, functionName: 'VERSION' })).toBe('1.4.1')
    const slot0 = await client.getStorageAt({ address: legacy.address, slot: '0x0' })
    expect(getAddress(`0x${slot0?.slice(-40)}`)).toBe(canonicalAddresses['1.4.1'].SafeL2)
  })
})
