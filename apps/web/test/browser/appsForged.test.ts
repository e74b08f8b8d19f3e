import { type PagesServer, startPagesServer } from '@concord/test-kit/bridge'
import { frameAt } from '@concord/test-kit/chromium'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appReady, continuePastNotice, inApp } from './appsHelpers'
import { devAddress } from './settingsHelpers'
import { freshPage, type Stack, startStack } from './stack'

// Messages that reach the wallet from anything but the app's own frame at the app's own origin are dropped: no answer
// and nothing on screen, whatever they ask for. Each journey forges requests that would show a prompt if accepted.
let stack: Stack
let pages: PagesServer
let fixtureUrl: string
let spoofUrl: string

beforeAll(async () => {
  pages = await startPagesServer(['app-page', 'spoof-page'])
  fixtureUrl = `${pages.appOrigin}/app-page.html`
  spoofUrl = `${pages.appOrigin}/spoof-page.html`
  const fixture = { id: 100, name: 'SDK fixture', url: fixtureUrl, description: 'The real Safe Apps SDK 9.1', tags: [] }
  stack = await startStack({ safeApps: [fixture] })
}, 240_000)
afterAll(async () => {
  await stack?.stop()
  await pages?.close()
})

const openPath = () => `/dev:${stack.chain.demo.safe.address}/apps/open?appUrl=${encodeURIComponent(fixtureUrl)}`

/** The wallet page with the SDK fixture open; the wallet also records the ids of every message it is sent. */
async function openFixture(): Promise<{ page: Page; app: Frame }> {
  const page = await freshPage(stack, openPath())
  await continuePastNotice(page, 'SDK fixture')
  const app = await frameAt(page, pages.appOrigin)
  await appReady(app)
  // Added after the bridge's listener, so it sees each message once the bridge has handled it.
  await page.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(globalThis, { forgedSeen: seen })
    addEventListener('message', (event) => seen.push((event.data as { id?: unknown } | null)?.id))
  })
  return { page, app }
}

/** Requests that would each open a prompt in the wallet if it took them (ids prefixed with `tag`). */
function forgedRequests(tag: string) {
  const env = { sdkVersion: '9.1.0' }
  const tx = { to: devAddress(7), value: '1', data: '0x' }
  return [
    { id: `${tag}-tx`, method: 'sendTransactions', params: { txs: [tx] }, env },
    { id: `${tag}-perm`, method: 'wallet_requestPermissions', params: [{ requestAddressBook: {} }], env },
    { id: `${tag}-info`, method: 'getSafeInfo', params: undefined, env },
  ]
}

/** Posts the requests from `from` to the window `path` leads to ('parent.parent', 'opener.parent' …). */
async function forge(from: Frame | Page, path: string, requests: unknown[]) {
  await from.evaluate(
    ({ path, requests }) => {
      const target = path
        .split('.')
        .reduce((w: unknown, key) => (w as Record<string, unknown>)[key], globalThis) as Window
      for (const request of requests) target.postMessage(request, '*')
    },
    { path, requests },
  )
}

/** Waits until the wallet page has been sent every forged request (so its bridge has had each in hand). */
async function deliveredToWallet(page: Page, requests: { id: string }[]) {
  const ids = requests.map((r) => r.id)
  await page.waitForFunction(
    (ids) => ids.every((id) => (globalThis as unknown as { forgedSeen: unknown[] }).forgedSeen.includes(id)),
    ids,
  )
}

/** The wallet answered none of `ids` to the app frame and shows no request or prompt. */
async function expectIgnored(page: Page, app: Frame, ids: string[]) {
  // A genuine request still gets its answer: the bridge is alive, and it has handled everything sent before.
  expect(await inApp(app, (a) => a.real.safe.getInfo())).toMatchObject({ ok: true })
  const answered = await inApp(
    app,
    (a, ids) => a.received.filter((m) => ids.includes((m.data as { id?: string } | null)?.id ?? '')).length,
    ids,
  )
  expect(answered).toEqual({ ok: true, value: 0 })
  expect(await page.getByRole('region', { name: 'App requests' }).count()).toBe(0)
  expect(await page.getByRole('region', { name: 'Permissions request' }).count()).toBe(0)
}

describe('embedded apps: forged messages are ignored', () => {
  test('from a frame nested inside the app (same origin as the app, not its frame)', async () => {
    const { page, app } = await openFixture()
    expect(await inApp(app, (a, src) => a.addChild(src), spoofUrl)).toMatchObject({ ok: true })
    const child = page.frames().find((f) => f.url() === spoofUrl)
    if (!child) throw new Error('the nested frame did not load')
    const requests = forgedRequests('nested')
    await forge(child, 'parent.parent', requests)
    await deliveredToWallet(page, requests)
    await expectIgnored(
      page,
      app,
      requests.map((r) => r.id),
    )
    expect(await child.evaluate('globalThis.spoof.received')).toEqual([])
  })

  test('from a sibling window (a window the app opened, same origin as the app)', async () => {
    const { page, app } = await openFixture()
    const [popup] = await Promise.all([
      stack.browser.waitForEvent('page'),
      app.evaluate((src) => void window.open(src), spoofUrl),
    ])
    await popup.waitForFunction('globalThis.spoof !== undefined')
    const requests = forgedRequests('sibling')
    await forge(popup, 'opener.parent', requests)
    await deliveredToWallet(page, requests)
    await expectIgnored(
      page,
      app,
      requests.map((r) => r.id),
    )
    expect(await popup.evaluate('globalThis.spoof.received')).toEqual([])
    await popup.close()
  })

  test("from another origin in the app's own frame (the frame navigated away from the app)", async () => {
    const { page, app } = await openFixture()
    const elsewhere = `${pages.thirdOrigin}/spoof-page.html`
    await app.evaluate((url) => {
      location.href = url
    }, elsewhere)
    const foreign = await frameAt(page, pages.thirdOrigin)
    await foreign.waitForFunction('globalThis.spoof !== undefined')
    const requests = forgedRequests('foreign')
    await forge(foreign, 'parent', requests)
    await deliveredToWallet(page, requests)
    expect(await foreign.evaluate('globalThis.spoof.received')).toEqual([])
    // Back to the app in the same frame: the bridge answers it, and nothing of the forgery is on screen.
    await foreign.evaluate((url) => {
      location.href = url
    }, fixtureUrl)
    const back = await frameAt(page, pages.appOrigin)
    await appReady(back)
    await expectIgnored(
      page,
      back,
      requests.map((r) => r.id),
    )
  })
})
