import { compatibilityFallbackHandlerAbi, EIP1271_MAGIC_VALUE, getSafeMessageTypedData } from '@concord/protocol'
import { type PagesServer, startPagesServer } from '@concord/test-kit/bridge'
import { frameAt } from '@concord/test-kit/chromium'
import type { Frame, Page } from 'playwright-core'
import { createPublicClient, type Hex, hashMessage, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appReady, continuePastNotice, devCatalogue, inApp } from './appsHelpers'
import { devAccount } from './flowsHelpers'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
let pages: PagesServer
let catalogue: Awaited<ReturnType<typeof devCatalogue>>
let fixtureUrl: string

beforeAll(async () => {
  pages = await startPagesServer(['app-page'])
  fixtureUrl = `${pages.appOrigin}/app-page.html`
  catalogue = await devCatalogue(fixtureUrl)
  stack = await startStack({ safeApps: catalogue.safeApps })
}, 240_000)
afterAll(async () => {
  await stack?.stop()
  await catalogue?.close()
  await pages?.close()
})

const safe = () => stack.chain.demo.safe.address
const openPath = () => `/dev:${safe()}/apps/open?appUrl=${encodeURIComponent(fixtureUrl)}`

// The handler's ABI overloads isValidSignature (bytes / bytes32); the EIP-1271 one takes the bytes32 hash.
const isValidSignatureAbi = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
)

/** Opens the SDK fixture as owner `owner` and returns its frame once its SDKs are up. */
async function openFixtureAs(owner: number): Promise<{ page: Page; frame: Frame }> {
  const page = await freshPage(stack, openPath())
  await connectAndSignIn(page, devAccount(owner).address)
  await continuePastNotice(page, 'SDK fixture')
  const frame = await frameAt(page, pages.appOrigin)
  await appReady(frame)
  return { page, frame }
}

describe('apps sign messages through the wallet (demo Safe, 2 of 4: accounts 3, 0, 1, 2)', () => {
  test('off chain: the app asks, owner 3 signs, owner 0 confirms; the app gets the signature, getOffChainSignature too, and the chain accepts it', async () => {
    const text = `Sign in to the fixture ${Date.now()}`
    const { page, frame } = await openFixtureAs(3)
    expect(await inApp(frame, (app) => app.real.eth.setSafeSettings([{ offChainSigning: true }]))).toMatchObject({
      ok: true,
    })
    const answer = inApp(frame, (app, message) => app.real.txs.signMessage(message), text)

    const request = page.getByRole('region', { name: 'Message request' })
    await request.getByText(/Requested by SDK fixture/).waitFor()
    await request.getByRole('region', { name: 'Message' }).getByText(text).waitFor()
    const messageHash = (await request
      .getByRole('region', { name: 'Hashes' })
      .locator('code')
      .nth(2)
      .textContent()) as Hex
    await request.getByRole('button', { name: 'Sign message' }).click()
    await request.getByText(/Waiting for the other owners/).waitFor({ timeout: 30_000 })

    // The second owner confirms at the gateway meanwhile (as from the message's details page).
    const typed = getSafeMessageTypedData({
      chainId: BigInt(stack.chain.chainId),
      safeAddress: safe(),
      version: stack.chain.demo.safe.version,
      message: text,
    })
    const signature = await privateKeyToAccount(devAccount(0).privateKey).signTypedData(typed)
    const confirmed = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/messages/${messageHash}/signatures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature }),
    })
    expect(confirmed.status).toBe(200)

    const result = (await answer) as { ok: boolean; value: { messageHash: Hex; signature: Hex } }
    expect(result).toMatchObject({ ok: true, value: { messageHash } })
    expect(await inApp(frame, (app, hash) => app.real.safe.getOffChainSignature(hash), messageHash)).toEqual({
      ok: true,
      value: result.value.signature,
    })
    const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
    const magic = await client.readContract({
      address: safe(),
      abi: isValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(text), result.value.signature],
    })
    expect(magic).toBe(EIP1271_MAGIC_VALUE)
    // The SDK's own check agrees (isValidSignature through the bridge's rpcCall).
    expect(
      await inApp(frame, (app, a) => app.real.safe.isMessageSigned(a.text, a.sig), {
        text,
        sig: result.value.signature,
      }),
    ).toEqual({
      ok: true,
      value: true,
    })
    await request.waitFor({ state: 'detached' })
  })

  test('"Always use on-chain signatures" in Settings → Apps: the same request becomes a SignMessageLib transaction; the app gets its safeTxHash', async () => {
    const text = `On chain for the fixture ${Date.now()}`
    const page = await freshPage(stack, `/dev:${safe()}/settings/apps`)
    await page.getByRole('region', { name: 'App signatures' }).getByLabel('Always use on-chain signatures').check()
    await page.goto(`${stack.url}${openPath()}`)
    await connectAndSignIn(page, devAccount(3).address)
    await continuePastNotice(page, 'SDK fixture')
    const frame = await frameAt(page, pages.appOrigin)
    await appReady(frame)
    const answer = inApp(frame, (app, message) => app.real.txs.signMessage(message), text)

    const request = page.getByRole('region', { name: 'Message request' })
    await request.getByRole('heading', { name: 'Sign message on chain' }).waitFor()
    const sign = request.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true })
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('section[aria-label="Sign"] button')].some(
          (b) => b.textContent === 'Sign' && !(b as HTMLButtonElement).disabled,
        ),
      undefined,
      { timeout: 30_000 },
    )
    await sign.click()
    const result = (await answer) as { ok: boolean; value: { safeTxHash: Hex } }
    expect(result.ok).toBe(true)
    const response = await fetch(
      `${stack.url}/v1/chains/${stack.chain.chainId}/transactions/multisig_${safe()}_${result.value.safeTxHash}`,
    )
    const details = (await response.json()) as { txData: { operation: number; dataDecoded: { method: string } | null } }
    expect(details.txData.operation).toBe(1)
    expect(details.txData.dataDecoded?.method).toBe('signMessage')
  })
})
