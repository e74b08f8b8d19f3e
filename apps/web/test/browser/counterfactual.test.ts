import { demoErc20Abi } from '@concord/devchain'
import {
  DEFAULT_SAFE_VERSION,
  encodeSafeSetup,
  predictSafeAddress,
  safeAbisByVersion,
  versionContract,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, executeOnDetails, signOnReview } from './flowsHelpers'
import { pickToken } from './pickers'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 30 point 5: a Safe created "deploy later" (counterfactual), funded before it exists, deployed by its first
// transaction, as dev account 8 (its only owner).
const owner = devAccount(8)

let stack: Stack
beforeAll(async () => {
  // This run's web build, then two dev chains and the gateway: minutes on a loaded machine.
  stack = await startStack({ chains: 2 })
}, 600_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })

/** Sends `value` to `to` from dev account 0 and waits until mined. */
async function fund(to: Address, value: bigint) {
  const funder = createWalletClient({
    account: privateKeyToAccount(devAccount(0).privateKey),
    transport: http(stack.chain.rpcUrl),
  })
  await client().waitForTransactionReceipt({ hash: await funder.sendTransaction({ chain: null, to, value }) })
}

/**
 * Creates a 1-of-1 Safe of `owner` through the proxy factory from a script (never registered with the gateway), and
 * waits until the gateway serves it; resolves with its address.
 */
async function createThroughFactory(): Promise<Address> {
  const version = DEFAULT_SAFE_VERSION
  const factory = versionContract(version, 'SafeProxyFactory') as Address
  const singleton = versionContract(version, 'SafeL2') as Address
  const fallbackHandler = versionContract(version, 'CompatibilityFallbackHandler') as Address
  const initializer = encodeSafeSetup({ owners: [owner.address], threshold: 1, fallbackHandler })
  const saltNonce = 4242n
  const deployer = createWalletClient({
    account: privateKeyToAccount(devAccount(0).privateKey),
    transport: http(stack.chain.rpcUrl),
  })
  const hash = await deployer.writeContract({
    chain: null,
    address: factory,
    abi: safeAbisByVersion[version].SafeProxyFactory,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
  await client().waitForTransactionReceipt({ hash })
  const safe = predictSafeAddress({ factory, singleton, initializer, saltNonce, version })
  await eventually(
    async () => (await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}`)).status,
    (status) => status === 200,
    'the gateway to index the Safe created through the factory',
  )
  return safe
}

/** Chooses Concord Devnet 2 in the Networks card and adds the Safe there, once the card has its setup. */
async function addOnDevnet2(page: Page) {
  const card = page.getByRole('region', { name: 'Networks' })
  await card.getByRole('button', { name: 'Add network' }).waitFor({ timeout: 30_000 })
  await card.getByLabel('Network').selectOption({ label: 'Concord Devnet 2' })
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-label="Networks"] button')].some(
        (b) => b.textContent === 'Add network' && !(b as HTMLButtonElement).disabled,
      ),
    undefined,
    { timeout: 30_000 },
  )
  await card.getByRole('button', { name: 'Add network' }).click()
  await card.getByRole('link', { name: 'open it there' }).click()
}

/** Mints 5 dDAI to `to` from dev account 0, and waits until the gateway has indexed past it. */
async function mintDai(to: Address) {
  const funder = createWalletClient({
    account: privateKeyToAccount(devAccount(0).privateKey),
    transport: http(stack.chain.rpcUrl),
  })
  const dai = stack.chain.tokens.dai
  const args = [to, parseUnits('5', dai.decimals)] as const
  const hash = await funder.writeContract({
    chain: null,
    address: dai.address,
    abi: demoErc20Abi,
    functionName: 'mint',
    args,
  })
  await client().waitForTransactionReceipt({ hash })
  await waitForIndexer(stack.url, String(stack.chain.chainId), stack.chain.rpcUrl)
}

/** The text of the balances table's row of `symbol` on the Safe's Assets page ('' while there is none). */
async function balanceRow(page: Page, safe: Address, symbol: string): Promise<string> {
  await page.goto(`${stack.url}/dev:${safe}/balances`)
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(symbol) })
  await row
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined)
  return (await row.count()) > 0 ? ((await row.first().textContent()) ?? '') : ''
}

/** Creates a 1-of-1 Safe of the connected owner with "Create now, deploy later"; resolves with its address, on its home. */
async function createDeployLater(page: Page): Promise<Address> {
  await page.getByRole('link', { name: 'Create a Safe' }).click()
  const form = page.getByRole('form', { name: 'Create a Safe' })
  await form.getByLabel('Owner 1 address').waitFor()
  await form.getByRole('button', { name: 'Remove owner 2' }).click()
  const predictedRegion = form.getByRole('region', { name: 'Predicted address' })
  await predictedRegion.getByText('Complete the form').waitFor({ state: 'detached' })
  const predicted = getAddress((await predictedRegion.locator('.address__value').first().textContent()) ?? '')
  await form.getByRole('button', { name: 'Review' }).click()
  await form.getByRole('button', { name: 'Create now, deploy later' }).click()
  await page.getByRole('link', { name: 'Open your Safe' }).click({ timeout: 30_000 })
  await page.waitForURL('**/home')
  const match = /dev:(0x[0-9a-fA-F]{40})\/home/.exec(page.url())
  expect(match?.[1] && getAddress(match[1])).toBe(predicted)
  return predicted
}

describe('a Safe before it is deployed, in Chromium', () => {
  test('created "deploy later", funded, its balance shown, deployed by its first transaction (a transfer out) and shown deployed with it in history', async () => {
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    const safe = await createDeployLater(page)
    const banner = page.getByRole('region', { name: 'Not deployed yet' })
    await banner.waitFor({ timeout: 30_000 })
    await banner.getByText(safe).waitFor()
    expect(await client().getCode({ address: safe })).toBeUndefined()
    await page.getByText('1/1 owners').waitFor({ timeout: 30_000 })

    await fund(safe, parseEther('1'))
    // dDAI too, indexed before the deployment: the gateway must still list it once the Safe is deployed.
    await mintDai(safe)
    await eventually(
      async () => {
        await page.goto(`${stack.url}/dev:${safe}/balances`)
        const row = page.getByRole('table').getByRole('row', { name: /ETH/ })
        await row
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined)
        return (await row.count()) > 0 ? ((await row.first().textContent()) ?? '') : ''
      },
      // The row reads "Ether ETH1 ETH$2,000.00…": 1 ETH, not 0.1 or 11.
      (text) => /(^|[^\d.,])1 ETH/.test(text),
      'the undeployed Safe’s balance of 1 ETH',
    )
    await banner.waitFor()

    // The first transaction: signed as usual, then executed — the deployment first, then execTransaction.
    const recipient = devAccount(7).address
    const before = await client().getBalance({ address: recipient })
    await page.getByRole('link', { name: 'New transaction' }).click()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await pickToken(page, 1, zeroAddress)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(recipient)
    await page.getByLabel('Amount 1', { exact: true }).fill('0.1')
    await page.getByRole('button', { name: 'Review' }).click()
    await page
      .getByRole('region', { name: 'Simulation' })
      .getByText(/this Safe is not deployed yet/)
      .waitFor({ timeout: 30_000 })
    await signOnReview(page)
    await page
      .getByRole('region', { name: 'Execute' })
      .getByText(/executing first deploys it/)
      .waitFor({ timeout: 30_000 })
    await executeOnDetails(page)
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
    expect(await client().getCode({ address: safe })).not.toBeUndefined()

    await eventually(
      async () => {
        await page.goto(`${stack.url}/dev:${safe}/transactions/history`)
        const row = page
          .getByRole('listitem')
          .filter({ hasText: /0\.1 ETH/ })
          .first()
        await row.waitFor({ timeout: 5_000 }).catch(() => undefined)
        return (await row.count()) > 0 ? ((await row.textContent()) ?? '') : ''
      },
      (text) => text.includes('Success'),
      'the transfer out of the deployed Safe in history with Success',
    )
    expect(await page.getByRole('region', { name: 'Not deployed yet' }).count()).toBe(0)
    const dai = stack.chain.tokens.dai.symbol
    await eventually(
      () => balanceRow(page, safe, dai),
      (text) => new RegExp(`(^|[^\\d.,])5 ${dai}`).test(text),
      'the dDAI sent before the deployment in the deployed Safe’s assets',
    )
  }, 300_000)

  test('the same Safe added on the second dev chain: registered there from its stored setup, not deployed, same address, one account on 2 chains', async () => {
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    const safe = await createDeployLater(page)
    await page.goto(`${stack.url}/dev:${safe}/settings`)
    await addOnDevnet2(page)
    await page.waitForURL(`**/dev2:${safe}/home`, { timeout: 30_000 })
    await page.getByRole('region', { name: 'Not deployed yet' }).getByText(safe).waitFor({ timeout: 30_000 })
    await page.getByText('1/1 owners').waitFor({ timeout: 30_000 })

    await page.goto(`${stack.url}/`)
    const account = page.getByRole('listitem', { name: `Safe ${safe} on 2 chains` })
    await account.getByRole('rowheader', { name: /dev2/ }).waitFor({ timeout: 30_000 })
    await account.getByRole('rowheader', { name: /Concord Devnet$/ }).waitFor()
  }, 300_000)

  test('a Safe created through the factory (never registered) added on the second dev chain from the setup the indexer read, joining its multi-chain group', async () => {
    const safe = await createThroughFactory()
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    await page.goto(`${stack.url}/dev:${safe}/settings`)
    await addOnDevnet2(page)
    await page.waitForURL(`**/dev2:${safe}/home`, { timeout: 30_000 })
    await page.getByRole('region', { name: 'Not deployed yet' }).getByText(safe).waitFor({ timeout: 30_000 })
    await page.goto(`${stack.url}/`)
    const account = page.getByRole('listitem', { name: `Safe ${safe} on 2 chains` })
    await account.getByRole('rowheader', { name: /dev2/ }).waitFor({ timeout: 30_000 })
    await account.getByRole('rowheader', { name: /Concord Devnet$/ }).waitFor()
  }, 300_000)

  test('"Deploy now" on the banner deploys the Safe with one wallet transaction, and the banner goes', async () => {
    const page = await freshPage(stack)
    await connectAndSignIn(page, owner.address)
    const safe = await createDeployLater(page)
    const banner = page.getByRole('region', { name: 'Not deployed yet' })
    await banner.getByRole('button', { name: 'Deploy now' }).click()
    await banner.waitFor({ state: 'detached', timeout: 90_000 })
    expect(await client().getCode({ address: safe })).not.toBeUndefined()
    const info = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}`)
    expect(await info.json()).toMatchObject({ deployed: true, nonce: 0, threshold: 1 })
  }, 300_000)
})
