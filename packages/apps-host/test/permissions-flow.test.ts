import {
  ADDRESS_BOOK,
  inApp,
  inHost,
  type OpenWallet,
  openWallet,
  type PagesServer,
  settle,
  startInApp,
  startPagesServer,
  value,
  waitForUserRequests,
} from '@concord/test-kit/bridge'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

// requestAddressBook behind the EIP-2255 permission, persisted in the wallet origin's localStorage.
let server: PagesServer
let browser: Browser
let page: Page
let wallet: OpenWallet

const reopen = async () => {
  wallet = await openWallet(browser, server, { page, walletQuery: { persist: '1' } })
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startPagesServer(['host-page', 'app-page']), launchChromium()])
  page = await (await browser.newContext()).newPage()
})

beforeEach(async () => {
  await page.goto(`${server.walletOrigin}/host-page.html`).catch(() => undefined)
  await page.evaluate('localStorage.clear()')
  await reopen()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('permission flow', () => {
  test('grant: the user is asked once; the grant is stored and survives a reload, for both SDKs', async () => {
    await startInApp(wallet.app, 'book', (app) => app.ours.safe.requestAddressBook())
    await waitForUserRequests(page, 1)
    expect(value(await inHost(page, (bridge) => bridge.view()))).toEqual([
      {
        kind: 'requestPermissions',
        capabilities: ['requestAddressBook'],
        origin: server.appOrigin,
        requestId: expect.any(String),
      },
    ])
    await inHost(page, (bridge) => bridge.requests[0]?.approve(undefined as never))
    expect(value(await settle(wallet.app, 'book'))).toEqual(ADDRESS_BOOK)

    await reopen()
    const after = await inApp(wallet.app, async (app) => ({
      permissions: await app.ours.wallet.getPermissions(),
      ours: await app.ours.safe.requestAddressBook(),
      real: await app.real.safe.requestAddressBook(),
    }))
    expect(value(after)).toEqual({
      permissions: [
        { invoker: server.appOrigin, parentCapability: 'requestAddressBook', date: expect.any(Number), caveats: [] },
      ],
      ours: ADDRESS_BOOK,
      real: ADDRESS_BOOK,
    })
    expect(value(await inHost(page, (bridge) => bridge.requests.length))).toBe(0)
  })

  test('deny: "Permissions rejected" (4001); the denial is remembered, even after a reload, without asking again', async () => {
    await startInApp(wallet.app, 'book', (app) => app.real.safe.requestAddressBook())
    await waitForUserRequests(page, 1)
    await inHost(page, (bridge) => bridge.requests[0]?.reject())
    expect(await settle(wallet.app, 'book')).toMatchObject({ ok: false, message: 'Permissions rejected', code: 4001 })

    await reopen()
    const after = await inApp(wallet.app, async (app) => ({
      permissions: await app.ours.wallet.getPermissions(),
      ours: await app.ours.safe
        .requestAddressBook()
        .catch((e: { message: string; code: number }) => [e.message, e.code]),
      request: await app.real.wallet
        .requestPermissions([{ requestAddressBook: {} }])
        .catch((e: { message: string; code: number }) => [e.message, e.code]),
      // The reference SDK counts a denied entry as present and asks anyway: the wallet shares nothing.
      real: await app.real.safe.requestAddressBook(),
    }))
    expect(value(after)).toEqual({
      permissions: [
        {
          invoker: server.appOrigin,
          parentCapability: 'requestAddressBook',
          date: expect.any(Number),
          caveats: [{ type: 'userRestricted', value: true }],
        },
      ],
      ours: ['Permissions rejected', 4001],
      request: ['Permissions rejected', 4001],
      real: [],
    })
    expect(
      value(
        await inHost(page, (bridge) => ({ asked: bridge.requests.length, calls: bridge.calls.map((c) => c.method) })),
      ),
    ).toEqual({
      asked: 0,
      calls: [],
    })
  })

  test('a request for a capability that is not restricted is invalid, in the SDK and at the host', async () => {
    const outcome = await inApp(wallet.app, async (app) => ({
      ours: await app.ours.wallet
        .requestPermissions([{ eth_accounts: {} }])
        .catch((e: { message: string; code: number }) => [e.message, e.code]),
      wire: await (
        app.real as unknown as { communicator: { send(m: string, p: unknown): Promise<unknown> } }
      ).communicator
        .send('wallet_requestPermissions', [{ eth_accounts: {} }])
        .catch((e: Error) => e.message),
    }))
    expect(value(outcome)).toEqual({
      ours: ['Permissions request is invalid', 4001],
      wire: 'Permissions request is invalid',
    })
    expect(value(await inHost(page, (bridge) => bridge.requests.length))).toBe(0)
  })
})
