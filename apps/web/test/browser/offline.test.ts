import { demoErc20Abi } from '@concord/devchain'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx, makeMultisigTxId, safeAbi } from '@concord/protocol'
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  isAddressEqual,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signedTxFile } from '../../src/features/offline/file/signedTxFile'
import { formatTokenAmount } from '../../src/ui/formatAmounts'
import { devAccount } from './flowsHelpers'
import { reviewRawTx } from './lifecycleHelpers'
import { pickDevAccount, pickToken } from './pickers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 18 point 4: the wallet keeps working when the gateway is down.
let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const BANNER =
  'The Concord gateway cannot be reached. Showing what the chain says, at the last known prices; queue, history and names are unavailable.'

/** Cuts the browser off the gateway's API (the app's files, served by the same process, still load): no answer. */
async function stopGateway(page: Page) {
  await page.context().route(`${stack.url}/v1/**`, (route) => route.abort('connectionrefused'))
}

/** Lets the browser reach the gateway again. */
async function restartGateway() {
  await stack.browser.unroute(`${stack.url}/v1/**`)
}

/** Waits until the app has saved its cache of `what` (a query key part) to localStorage, which a reload reads. */
async function cacheSaved(page: Page, what: string) {
  await page.waitForFunction((part) => localStorage.getItem('concord.queryCache')?.includes(part), `"${what}"`)
}

describe('the gateway is down (demo Safe)', () => {
  test('a banner says so; the Safe and its balances come from the chain', async () => {
    const safe = stack.chain.demo.safe.address
    const usdc = stack.chain.tokens.usdc.address
    const page = await freshPage(stack, `/dev:${safe}/balances`)
    await page
      .getByRole('cell', { name: /dUSDC$/ })
      .first()
      .waitFor()
    await cacheSaved(page, 'balances')

    await stopGateway(page)
    // The chain moves on while the gateway is down: more ETH and dUSDC in the Safe.
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccount(8).privateKey),
      transport: http(stack.chain.rpcUrl),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: safe, value: parseEther('1.5') }),
    })
    const minted = await funder.writeContract({
      chain: null,
      address: usdc,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe, parseUnits('1000', 6)],
    })
    await client().waitForTransactionReceipt({ hash: minted })
    const eth = await client().getBalance({ address: safe })
    const held = await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [safe] })

    await page.reload()
    await page.getByText(BANNER).waitFor()
    await page.getByRole('cell', { name: `${formatTokenAmount(String(eth), 18)} ETH` }).waitFor()
    await page.getByRole('cell', { name: `${formatTokenAmount(String(held), 6)} dUSDC` }).waitFor()

    await page.goto(`${stack.url}/dev:${safe}/home`)
    await page.getByText(BANNER).waitFor()
    const read = <F extends 'nonce' | 'getThreshold' | 'getOwners'>(functionName: F) =>
      client().readContract({ address: safe, abi: safeAbi, functionName })
    const [nonce, threshold, owners] = await Promise.all([read('nonce'), read('getThreshold'), read('getOwners')])
    const overview = page.getByRole('region', { name: 'Safe overview' })
    await overview.getByText(`${threshold}/${owners.length}`).waitFor()
    expect(await overview.textContent()).toContain(`Nonce${nonce}`)
  })

  test('owner A signs a send and exports it as a link; owner B imports it, signs and executes it on chain', async () => {
    const safe = stack.chain.demo.safe.address
    const usdc = stack.chain.tokens.usdc.address
    const recipient = devAccount(9).address
    const read = <F extends 'nonce' | 'getOwners'>(functionName: F) =>
      client().readContract({ address: safe, abi: safeAbi, functionName })
    const [nonce, owners] = await Promise.all([read('nonce'), read('getOwners')])
    const [ownerA, ownerB] = [0, 1, 2, 3, 4]
      .map((i) => devAccount(i).address)
      .filter((address) => owners.some((o) => isAddressEqual(o, address))) as [Address, Address]
    const balanceOf = (who: Address) =>
      client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    const before = await balanceOf(recipient)

    // Owner A connects while the gateway is up, then loses it.
    await restartGateway()
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, ownerA)
    await cacheSaved(page, 'balances')
    await stopGateway(page)
    await page.goto(`${stack.url}/dev:${safe}/transactions/new`)
    await page.getByText(BANNER).waitFor()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await pickToken(page, 1, usdc)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(recipient)
    await page.getByLabel('Amount 1', { exact: true }).fill('5')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')
    await page.getByRole('link', { name: 'Sign, export or import a transaction offline' }).click()
    await page.getByRole('region', { name: 'Calls' }).getByText(`Send 5 dUSDC to ${recipient}`).waitFor()
    const signatures = page.getByRole('region', { name: 'Signatures' })
    await signatures.getByRole('heading', { name: 'Signatures 0/2' }).waitFor()
    await page
      .getByRole('region', { name: 'Sign', exact: true })
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await signatures.getByRole('heading', { name: 'Signatures 1/2' }).waitFor()
    const link = await page.getByLabel('Link with the signed transaction').inputValue()
    const hashes = page.getByRole('region', { name: 'Hashes' })
    const hashesOfA = await hashes.textContent()
    expect(link).toContain('/transactions/offline#tx=')

    // Owner B opens the link, checks the same transaction, signs and executes.
    await pickDevAccount(page, ownerB)
    await page.goto(link)
    await page.getByRole('region', { name: 'Calls' }).getByText(`Send 5 dUSDC to ${recipient}`).waitFor()
    await signatures.getByRole('heading', { name: 'Signatures 1/2' }).waitFor()
    expect(await signatures.textContent()).toContain('owner, signature checked')
    // The same hashes, computed again in B's browser from the link.
    expect(await hashes.textContent()).toBe(hashesOfA)
    await page
      .getByRole('region', { name: 'Sign', exact: true })
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await signatures.getByRole('heading', { name: 'Signatures 2/2' }).waitFor()
    const execute = page.getByRole('region', { name: 'Execute' })
    await execute.getByRole('button', { name: 'Execute' }).click()
    await execute.getByText(/^Executed in transaction 0x[0-9a-f]{64}\.$/).waitFor({ timeout: 60_000 })
    expect(await balanceOf(recipient)).toBe(before + parseUnits('5', 6))
    expect(await read('nonce')).toBe(nonce + 1n)
  })

  test('when the gateway is back, an imported signed transaction is proposed with its signatures in one action', async () => {
    await restartGateway()
    const safe = stack.chain.demo.safe
    const nonce = await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
    const owners = await client().readContract({ address: safe.address, abi: safeAbi, functionName: 'getOwners' })
    const [ownerA, ownerB] = [0, 1, 2, 3, 4]
      .map((i) => devAccount(i))
      .filter((account) => owners.some((o) => isAddressEqual(o, account.address)))
    if (!ownerA || !ownerB) throw new Error('the demo Safe has two dev-account owners')
    // Owner A signed it offline (here in Node, as the app does) and sent the file.
    const tx = buildSafeTransactionData({ to: devAccount(9).address, value: 1n, nonce })
    const domain = { chainId: BigInt(stack.chain.chainId), safeAddress: safe.address, version: safe.version }
    const signature = await privateKeyToAccount(ownerA.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
    const file = signedTxFile(String(stack.chain.chainId), safe.address, tx, [
      { signer: ownerA.address, data: signature },
    ])

    const page = await freshPage(stack, `/dev:${safe.address}/home`)
    await connectAndSignIn(page, ownerB.address)
    await page
      .getByRole('navigation', { name: 'Safe pages' })
      .getByRole('link', { name: 'Offline transactions' })
      .click()
    await page.getByLabel('Signed transaction file').setInputFiles({
      name: 'signed.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    })
    const signatures = page.getByRole('region', { name: 'Signatures' })
    await signatures.getByRole('heading', { name: 'Signatures 1/2' }).waitFor()
    await page
      .getByRole('region', { name: 'Sign', exact: true })
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await signatures.getByRole('heading', { name: 'Signatures 2/2' }).waitFor()
    const propose = page.getByRole('region', { name: 'Propose' })
    await propose.getByRole('button', { name: 'Propose to the gateway' }).click()
    await propose.getByText('Proposed: the transaction is in the queue.').waitFor()

    const id = makeMultisigTxId(safe.address, hashSafeTx({ ...domain, tx }))
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${id}`)
    type Details = { detailedExecutionInfo: { confirmations: { signer: { value: string } }[] } }
    const signers = ((await response.json()) as Details).detailedExecutionInfo.confirmations.map((c) => c.signer.value)
    expect(signers.sort()).toEqual([ownerA.address, ownerB.address].sort())
  })
  test('the review without the gateway takes the nonce from the chain, accepts a valid one, and is signed at it on Offline transactions', async () => {
    const safe = stack.chain.demo.safe.address
    const nonce = await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    await restartGateway()
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, devAccount(0).address)
    await stopGateway(page)
    // All of it: the safeTxGas estimation (under /v2) would otherwise still recommend a nonce.
    await page.context().route(`${stack.url}/v2/**`, (route) => route.abort('connectionrefused'))
    await page.goto(`${stack.url}/dev:${safe}/transactions/raw`)
    await page.getByText(BANNER).waitFor()
    await reviewRawTx(page, { to: devAccount(9).address, value: '0.01' })

    // The chain's nonce is filled in and accepted: the review says where to sign it, at that nonce.
    const offline = page.getByRole('note', { name: 'Gateway unreachable' })
    await offline.getByText(`at nonce ${nonce},`, { exact: false }).waitFor({ timeout: 30_000 })
    const nonceBox = page.getByRole('textbox', { name: 'Nonce' })
    expect(await nonceBox.inputValue()).toBe(String(nonce))
    expect(await page.getByText('Choose a valid nonce to sign.').count()).toBe(0)
    await nonceBox.fill('x')
    await offline.getByText('choose a valid nonce first', { exact: false }).waitFor()
    // A later nonce is valid too (it leaves a gap, and says so); Offline transactions signs it at that nonce.
    await nonceBox.fill(String(nonce + 1n))
    await page.getByText(`Nonce ${nonce + 1n} leaves a gap`, { exact: false }).waitFor()
    await offline.getByRole('link', { name: 'Offline transactions' }).click()
    await page.getByRole('heading', { name: `Nonce ${nonce + 1n}` }).waitFor()
    const signatures = page.getByRole('region', { name: 'Signatures' })
    await signatures.getByRole('heading', { name: 'Signatures 0/2' }).waitFor()
    await page
      .getByRole('region', { name: 'Sign', exact: true })
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await signatures.getByRole('heading', { name: 'Signatures 1/2' }).waitFor()
    await page.context().unroute(`${stack.url}/v2/**`)
    await restartGateway()
  })
})
