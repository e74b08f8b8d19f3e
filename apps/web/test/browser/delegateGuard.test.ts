import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, demoSafeHistory, startDevChain } from '@concord/devchain'
import { canonicalAddresses, encodeMultiSendCall, makeMultisigTxId, type SafeVersion, safeAbi } from '@concord/protocol'
import { launchChromiumProfile } from '@concord/test-kit/chromium'
import { startTestGateway, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import type { Locator } from 'playwright-core'
import { type Address, createPublicClient, getAddress, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { watchCspViolations } from './cspViolations'
import { devAccount, proposeSigned } from './flowsHelpers'
import { reviewRawTx } from './lifecycleHelpers'
import { assertNoCspViolations, freshPage, type Stack } from './stack'
import { connectAndSignIn } from './wallet'

// A DELEGATECALL target nobody trusts in the browser: the Safe would run its code (here: none) as itself.
const EVIL = getAddress('0x00000000000000000000000000000000dEaDBeeF')
const MULTI_SEND = canonicalAddresses['1.4.1'].MultiSend
// A batch whose second call is a nested MultiSend batch that DELEGATECALLs EVIL: "call 2 › 1 of the nested batches".
const NESTED = encodeMultiSendCall([
  { operation: 0, to: devAccount(9).address, value: 0n, data: '0x' },
  {
    operation: 1,
    to: MULTI_SEND,
    value: 0n,
    data: encodeMultiSendCall([{ operation: 1, to: EVIL, value: 0n, data: '0x' }]),
  },
])
const PLACE = 'call 2 › 1 of the nested batches'

let stack: Stack
let safe: { address: Address; version: SafeVersion }
let dataDir: string
const ids: { next: string; later: string; halfSigned: string } = { next: '', later: '', halfSigned: '' }

/**
 * Queues three transactions of the demo Safe through a gateway that trusts EVIL (so it takes the nested delegate call
 * whatever its propose rules), then serves the web app from a gateway on the same database that does not trust EVIL:
 * a target dropped from the trusted list after transactions were proposed. The browser must block them on its own.
 */
async function queueThroughTrustingGateway(chain: DevChain) {
  const trusting = await startTestGateway(chain, { database: { dataDir }, trustedDelegateCallTargets: [EVIL] })
  try {
    const nonce = Number(demoSafeHistory.finalNonce)
    await waitForSafeNonce(trusting.url, chain.chainId, safe.address, nonce)
    const at = { url: trusting.url, chain }
    const nested = { to: MULTI_SEND, value: 0n, data: NESTED, operation: 1 as const }
    const id = (hash: Hex) => makeMultisigTxId(safe.address, hash)
    ids.next = id(await proposeSigned(at, safe, nested, nonce, [0, 1]))
    const plain = { to: devAccount(9).address, value: 0n, data: '0x' as Hex }
    ids.later = id(await proposeSigned(at, safe, plain, nonce + 1, [0, 1]))
    ids.halfSigned = id(await proposeSigned(at, safe, nested, nonce + 2, [0]))
  } finally {
    await trusting.close()
  }
}

beforeAll(async () => {
  const webRoot = await webBuildOfRun()
  const chain = await startDevChain()
  safe = { address: chain.demo.safe.address, version: chain.demo.safe.version }
  dataDir = mkdtempSync(join(tmpdir(), 'concord-delegate-guard-'))
  await queueThroughTrustingGateway(chain)
  const gateway = await startTestGateway(chain, { database: { dataDir }, webRoot })
  const chromium = await launchChromiumProfile()
  const cspViolations = await watchCspViolations(chromium.context)
  const stop = async () => {
    await chromium.close()
    await gateway.close()
    await chain.stop()
    rmSync(dataDir, { recursive: true, force: true })
    assertNoCspViolations(cspViolations, gateway.url)
  }
  stack = { url: gateway.url, webRoot, chain, gateway, browser: chromium.context, cspViolations, stop }
}, 240_000)
afterAll(() => stack?.stop())

const nonceOf = () =>
  createPublicClient({ transport: http(stack.chain.rpcUrl) }).readContract({
    address: safe.address,
    abi: safeAbi,
    functionName: 'nonce',
  })

const detailsPath = (id: string) => `/dev:${safe.address}/transactions/tx?id=${encodeURIComponent(id)}`

/** Resolves once `button` is enabled (the checks behind it are settled). */
async function enabled(button: Locator) {
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
}

/** The guard in `region` names EVIL and the call's place; its action waits for the box naming EVIL. */
async function expectBlockedUntilTicked(region: Locator, buttons: Locator[], verb: string) {
  const guard = region.getByRole('group', { name: 'Untrusted delegate calls' })
  await guard.getByText(PLACE, { exact: false }).waitFor({ timeout: 30_000 })
  await region.getByText(`Tick the delegate-call confirmation above to ${verb}.`).waitFor({ timeout: 30_000 })
  for (const button of buttons) expect(await button.isDisabled()).toBe(true)
  const consent = region.getByLabel(new RegExp(`lets ${EVIL} run any code as your Safe`))
  await consent.check()
  for (const button of buttons) await enabled(button)
}

describe('a DELEGATECALL to an untrusted target nested in batches blocks Sign and Execute on every screen', () => {
  test('review: the warning names the target and its place; Sign and Approve wait for the consent naming it', async () => {
    const page = await freshPage(stack, `/dev:${safe.address}/transactions/raw`)
    await connectAndSignIn(page, devAccount(0).address)
    await reviewRawTx(page, { to: MULTI_SEND, data: NESTED, operation: 'DELEGATE' })
    const warnings = page.getByRole('region', { name: 'Warnings' })
    await warnings.getByText(`DELEGATE call to an untrusted contract (${PLACE}).`).waitFor({ timeout: 30_000 })
    const sign = page.getByRole('region', { name: 'Sign' })
    const buttons = [
      sign.getByRole('button', { name: 'Sign', exact: true }),
      sign.getByRole('button', { name: 'Approve on chain' }),
    ]
    await expectBlockedUntilTicked(sign, buttons, 'sign')
  })

  test('details, confirm from the queue: Confirm and Approve wait for the consent', async () => {
    const page = await freshPage(stack, `/dev:${safe.address}/transactions/queue`)
    await connectAndSignIn(page, devAccount(2).address)
    await page.locator(`a[href*="${encodeURIComponent(ids.halfSigned)}"], a[href*="${ids.halfSigned}"]`).click()
    await page.getByRole('status').getByText("safeTxHash recomputed in your browser matches the gateway's.").waitFor()
    const confirm = page.getByRole('region', { name: 'Confirm' })
    const buttons = [
      confirm.getByRole('button', { name: 'Confirm', exact: true }),
      confirm.getByRole('button', { name: 'Approve on chain' }),
    ]
    await expectBlockedUntilTicked(confirm, buttons, 'sign')
  })

  test('bulk execute: "Execute 2 transactions" waits for the consent, naming the transaction too', async () => {
    const page = await freshPage(stack, `/dev:${safe.address}/transactions/queue`)
    await connectAndSignIn(page, devAccount(5).address)
    const bulk = page.getByRole('region', { name: 'Bulk execution' })
    const button = bulk.getByRole('button', { name: 'Execute 2 transactions' })
    await button.waitFor({ timeout: 30_000 })
    await bulk.getByText(`transaction #${demoSafeHistory.finalNonce}, ${PLACE}`, { exact: false }).waitFor()
    await expectBlockedUntilTicked(bulk, [button], 'execute them')
  })

  test('details, execute: Execute waits for the consent, then runs on chain', async () => {
    const nonce = await nonceOf()
    const page = await freshPage(stack, detailsPath(ids.next))
    await connectAndSignIn(page, devAccount(5).address)
    const execute = page.getByRole('region', { name: 'Execute' })
    const button = execute.getByRole('button', { name: 'Execute', exact: true })
    await button.waitFor({ timeout: 30_000 })
    await expectBlockedUntilTicked(execute, [button], 'execute')
    await button.click()
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    expect(await nonceOf()).toBe(nonce + 1n)
  })
})
