import { type PagesServer, startPagesServer } from '@concord/test-kit/bridge'
import { frameAt } from '@concord/test-kit/chromium'
import type { Frame, Page } from 'playwright-core'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appReady, continuePastNotice, devCatalogue, inApp } from './appsHelpers'
import { devAddress, settingsClient } from './settingsHelpers'
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

const demo = () => stack.chain.demo.safe
const safeKey = () => `dev:${demo().address}`
const openPath = () => `/${safeKey()}/apps/open?appUrl=${encodeURIComponent(fixtureUrl)}`

/** Opens the SDK fixture (a catalogue app) by its appUrl and returns its frame once its SDKs are up. */
async function openFixture(page: Page): Promise<Frame> {
  await continuePastNotice(page, 'SDK fixture')
  const frame = await frameAt(page, pages.appOrigin)
  await appReady(frame)
  return frame
}

async function gatewayJson(path: string): Promise<unknown> {
  const response = await fetch(`${stack.url}${path}`)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.json()
}

describe('embedded apps: the bridge answers an app built with @safe-global/safe-apps-sdk 9.1', () => {
  test('reads: Safe, chain, environment, balances, allowed RPC calls; errors for the rest, never silence', async () => {
    const page = await freshPage(stack, openPath())
    const frame = await openFixture(page)
    const chainId = stack.chain.chainId
    const info = await inApp(frame, (app) => app.real.safe.getInfo())
    const safe = (await gatewayJson(`/v1/chains/${chainId}/safes/${demo().address}`)) as {
      nonce: number
      threshold: number
      owners: { value: string }[]
      version: string
    }
    expect(info).toEqual({
      ok: true,
      value: expect.objectContaining({
        safeAddress: demo().address,
        chainId,
        threshold: safe.threshold,
        owners: safe.owners.map((o) => o.value),
        nonce: safe.nonce,
        version: safe.version,
        isReadOnly: true,
      }),
    })
    expect(await inApp(frame, (app) => app.real.safe.getChainInfo())).toEqual({
      ok: true,
      value: expect.objectContaining({ chainName: 'Concord Devnet', chainId: String(chainId), shortName: 'dev' }),
    })
    expect(await inApp(frame, (app) => app.real.safe.getEnvironmentInfo())).toEqual({
      ok: true,
      value: { origin: stack.url },
    })
    const balances = (await gatewayJson(`/v1/chains/${chainId}/safes/${demo().address}/balances/eur`)) as {
      fiatTotal: string
    }
    const fromApp = await inApp(frame, (app) => app.real.safe.experimental_getBalances({ currency: 'eur' }))
    expect(fromApp).toEqual({ ok: true, value: expect.objectContaining({ fiatTotal: balances.fiatTotal }) })

    // rpcCall goes to the chain's node: the app reads what the chain holds.
    const onChain = await settingsClient(stack.chain).getBalance({ address: demo().address })
    const balance = await inApp(frame, (app, safe) => app.real.eth.getBalance([safe]), demo().address)
    expect(balance).toEqual({ ok: true, value: `0x${onChain.toString(16)}` })
    const block = await inApp(frame, (app) => app.real.eth.getBlockByNumber(['latest']))
    expect(block.ok && typeof (block.value as { hash: unknown }).hash).toBe('string')

    const raw = (method: string, params: unknown) =>
      inApp(
        frame,
        (app, arg) =>
          (
            app.real as unknown as { communicator: { send(m: string, p: unknown): Promise<unknown> } }
          ).communicator.send(arg.method, arg.params),
        { method, params },
      )
    expect(await raw('rpcCall', { call: 'eth_sendTransaction', params: [] })).toMatchObject({
      ok: false,
      message: 'rpcCall eth_sendTransaction is not allowed',
    })
    expect(await raw('getSafeNames', undefined)).toMatchObject({
      ok: false,
      message: 'getSafeNames is not supported by this wallet',
    })
    expect(await inApp(frame, (app) => app.real.wallet.getPermissions())).toEqual({ ok: true, value: [] })

    // Message requests wait for the user (messagesBridge.test.ts signs them); a rejection answers the app.
    const requests = page.getByRole('region', { name: 'App requests' })
    const rejectMessage = () => requests.getByRole('button', { name: 'Reject', exact: true }).click()
    const text = inApp(frame, (app) => app.real.txs.signMessage('hello'))
    await rejectMessage()
    expect(await text).toMatchObject({ ok: false, message: 'Transaction was rejected' })
    const typed = {
      domain: { chainId: 1 },
      types: { M: [{ name: 'a', type: 'uint256' }] },
      message: { a: 1 },
      primaryType: 'M',
    }
    const typedRequest = inApp(frame, (app, td) => app.real.txs.signTypedMessage(td), typed)
    await rejectMessage()
    expect(await typedRequest).toMatchObject({ ok: false, message: 'Transaction was rejected' })
    // An unknown message has no signature yet: '' (the SDK README's promise).
    expect(await inApp(frame, (app) => app.real.safe.getOffChainSignature(`0x${'ab'.repeat(32)}`))).toEqual({
      ok: true,
      value: '',
    })
    expect(await page.getByRole('region', { name: 'App requests' }).count()).toBe(0)
  })

  test('the address book is shared only after the user accepts; Settings → Apps revokes it; a denial answers 4001', async () => {
    const page = await freshPage(stack, openPath())
    const friend = getAddress(devAddress(7))
    await page.evaluate(
      `localStorage.setItem('concord.addressBook', ${JSON.stringify(JSON.stringify({ [friend]: 'Treasury' }))})`,
    )
    await page.reload()
    let frame = await openFixture(page)
    const prompt = page.getByRole('region', { name: 'Permissions request' })

    let asked = inApp(frame, (app) => app.real.safe.requestAddressBook())
    await prompt.waitFor()
    expect(await prompt.textContent()).toContain(`${pages.appOrigin} is requesting permissions for:`)
    expect(await prompt.textContent()).toContain('Access to your address book')
    await prompt.getByRole('button', { name: 'Accept' }).click()
    expect(await asked).toEqual({
      ok: true,
      value: [{ address: friend, name: 'Treasury', chainId: String(stack.chain.chainId) }],
    })
    expect(await inApp(frame, (app) => app.real.wallet.getPermissions())).toMatchObject({
      ok: true,
      value: [{ invoker: pages.appOrigin, parentCapability: 'requestAddressBook', caveats: [] }],
    })

    // Settings → Apps shows the grant and revokes it.
    await page.goto(`${stack.url}/${safeKey()}/settings/apps`)
    const card = page.getByRole('region', { name: 'Apps' })
    const entry = card.getByRole('listitem', { name: pages.appOrigin })
    expect(await entry.textContent()).toContain('Read your address book: granted')
    await entry.getByRole('button', { name: `Revoke Read your address book for ${pages.appOrigin}` }).click()
    await card.getByText('No app holds a permission in this browser.').waitFor()

    // Asked again, the user rejects: the SDK reports "Permissions rejected" (4001).
    await page.goto(`${stack.url}${openPath()}`)
    frame = await frameAt(page, pages.appOrigin)
    await appReady(frame)
    asked = inApp(frame, (app) => app.real.safe.requestAddressBook())
    await prompt.getByRole('button', { name: 'Reject' }).click()
    expect(await asked).toMatchObject({ ok: false, message: 'Permissions rejected', code: 4001 })
    // The SDK counts a remembered denial as "asked" (it ignores caveats): the wallet answers an empty book, unprompted.
    expect(await inApp(frame, (app) => app.real.safe.requestAddressBook())).toEqual({ ok: true, value: [] })
    expect(await prompt.count()).toBe(0)
  })

  test('sendTransactions: requests queue visibly; a rejection answers an error; review → sign → the app gets the safeTxHash of the queued proposal', async () => {
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    await connectAndSignIn(page, devAddress(0))
    await page
      .getByRole('region', { name: 'All apps' })
      .getByRole('listitem', { name: 'SDK fixture' })
      .getByRole('link', { name: 'Open', exact: true })
      .click()
    const frame = await openFixture(page)
    expect(await inApp(frame, (app) => app.real.safe.getInfo())).toMatchObject({
      ok: true,
      value: { isReadOnly: false },
    })

    const [a, b] = [devAddress(7), devAddress(8)]
    const first = inApp(frame, (app, to) => app.real.txs.send({ txs: [{ to, value: '1000', data: '0x' }] }), a)
    const second = inApp(
      frame,
      (app, arg) =>
        app.real.txs.send({
          txs: [
            { to: arg.a, value: '1', data: '0x' },
            { to: arg.b, value: '2', data: '0x' },
          ],
          params: { safeTxGas: 54321 },
        }),
      { a, b },
    )
    const requests = page.getByRole('region', { name: 'App requests' })
    await requests.getByText('SDK fixture is waiting for you: 2 requests.').waitFor()
    expect(
      await requests.getByRole('list', { name: 'Queued requests' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Transaction request (1 call) (below)', 'Transaction request (2 calls)'])
    await requests.getByRole('button', { name: 'Reject transaction' }).click()
    expect(await first).toMatchObject({ ok: false, message: 'Transaction was rejected' })

    await requests.getByText('SDK fixture is waiting for you: 1 request.').waitFor()
    const review = requests.getByRole('region', { name: 'Transaction request' })
    expect(await review.textContent()).toContain(`Requested by SDK fixture (${pages.appOrigin})`)
    await review.getByRole('heading', { name: 'SDK fixture: 2 transactions in one batch' }).waitFor()
    expect(await review.getByRole('region', { name: 'Nonce and gas' }).textContent()).toContain('safeTxGas: 54321')
    await review.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true }).click()
    const sent = await second
    if (!sent.ok) throw new Error(`the app was answered ${sent.message}`)
    const { safeTxHash } = sent.value
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    await requests.waitFor({ state: 'detached' })

    // The gateway's queue holds the proposal, as the app asked for it.
    const chainId = stack.chain.chainId
    const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)) as {
      txStatus: string
      detailedExecutionInfo: { safeTxGas: string; confirmations: { signer: { value: string } }[] }
      safeAppInfo: { name: string; url: string } | null
    }
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(details.detailedExecutionInfo.safeTxGas).toBe('54321')
    expect(details.detailedExecutionInfo.confirmations.map((c) => c.signer.value)).toEqual([devAddress(0)])
    const queue = (await gatewayJson(`/v1/chains/${chainId}/safes/${demo().address}/transactions/queued`)) as {
      results: { type: string; transaction?: { id: string } }[]
    }
    expect(queue.results.some((item) => item.transaction?.id.endsWith(safeTxHash))).toBe(true)
    expect(await inApp(frame, (app, hash) => app.real.txs.getBySafeTxHash(hash), safeTxHash)).toMatchObject({
      ok: true,
      value: { txStatus: 'AWAITING_CONFIRMATIONS' },
    })
    // The wallet offers the way to the queue, where the proposal waits for the other owners.
    await page
      .getByRole('status', { name: 'Transaction proposed' })
      .getByRole('link', { name: 'View in queue' })
      .click()
    await page.waitForURL('**/transactions/queue')
    await page.locator(`a[href*="${safeTxHash}"]`).first().waitFor()
  })
})
