import {
  inApp,
  inHost,
  type OpenWallet,
  openWallet,
  type PagesServer,
  SAFE_INFO,
  type SpoofPageApi,
  startPagesServer,
  value,
} from '@concord/test-kit/bridge'
import { frameAt, inFrame, launchChromium } from '@concord/test-kit/chromium'
import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

// Forged messages against our host (wallet side) and forged replies against our SDK (app side).
let server: PagesServer
let browser: Browser
let wallet: OpenWallet

const forgedRequest = {
  id: 'f0f0f0f0f0f0f0f0f0f0',
  method: 'getSafeInfo',
  params: undefined,
  env: { sdkVersion: '9.1.0' },
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startPagesServer(['host-page', 'ref-host-page', 'app-page', 'spoof-page']),
    launchChromium(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Posts the forged request from `frame` to `target` (a window expression in that frame). */
async function forge(frame: Frame | Page, target: string, message: unknown = forgedRequest): Promise<void> {
  await frame.evaluate(`${target}.postMessage(${JSON.stringify(message)}, '*')`)
}

/** Waits for the host to drop a message and returns the drops; nothing reached a handler or got a reply. */
async function expectDropped(page: Page, count = 1) {
  await page.waitForFunction(`globalThis.bridge.drops.length >= ${count}`)
  const state = value(await inHost(page, (bridge) => ({ drops: bridge.drops, calls: bridge.calls.length })))
  expect(state.calls).toBe(0)
  return state.drops
}

describe('the host accepts requests only from the app iframe at the app origin', () => {
  beforeEach(async () => {
    await wallet?.page.close()
    wallet = await openWallet(browser, server)
  })

  test('a sibling frame of the app origin (a third window) is ignored', async () => {
    await inHost(wallet.page, (bridge, src) => bridge.addSibling(src), `${server.appOrigin}/spoof-page.html`)
    const sibling = await frameAt(wallet.page, `${server.appOrigin}/spoof-page.html`)
    await forge(sibling, 'parent')
    expect(await expectDropped(wallet.page)).toEqual([{ reason: 'source', origin: server.appOrigin }])
    expect(value(await inFrame(sibling, 'spoof', (spoof: SpoofPageApi) => spoof.received))).toEqual([])
  })

  test('a popup opened by the wallet is ignored', async () => {
    const popupOpened = wallet.page.context().waitForEvent('page')
    await inHost(wallet.page, (bridge, src) => bridge.openPopup(src), `${server.appOrigin}/spoof-page.html`)
    const popup = await popupOpened
    await popup.waitForFunction('globalThis.spoof !== undefined')
    await forge(popup, 'opener')
    expect(await expectDropped(wallet.page)).toEqual([{ reason: 'source', origin: server.appOrigin }])
    await popup.close()
  })

  test('a frame nested inside the app is ignored', async () => {
    await inApp(wallet.app, (app, src) => app.addChild(src), `${server.appOrigin}/spoof-page.html`)
    const child = wallet.app.childFrames()[0]
    if (!child) throw new Error('nested frame missing')
    await forge(child, 'parent.parent')
    expect(await expectDropped(wallet.page)).toEqual([{ reason: 'source', origin: server.appOrigin }])
  })

  test('the app iframe navigated to another origin is ignored', async () => {
    const elsewhere = `${server.thirdOrigin}/spoof-page.html`
    await inHost(
      wallet.page,
      (bridge, src) => {
        bridge.iframe.src = src
      },
      elsewhere,
    )
    const moved = await frameAt(wallet.page, elsewhere)
    await moved.waitForFunction('globalThis.spoof !== undefined')
    await forge(moved, 'parent')
    expect(await expectDropped(wallet.page)).toEqual([{ reason: 'origin', origin: server.thirdOrigin }])
    expect(value(await inFrame(moved, 'spoof', (spoof: SpoofPageApi) => spoof.received))).toEqual([])
  })

  test('malformed messages are dropped; a well-formed unknown method gets an error reply', async () => {
    await forge(wallet.app, 'parent', { hello: 'world' })
    await forge(wallet.app, 'parent', {
      id: 'u1',
      method: 'eth_requestAccounts',
      params: [],
      env: { sdkVersion: '9.1.0' },
    })
    expect(await expectDropped(wallet.page)).toEqual([{ reason: 'malformed', origin: server.appOrigin }])
    await wallet.app.waitForFunction('globalThis.app.received.length >= 1')
    expect(value(await inApp(wallet.app, (app) => app.received.map((m) => m.data)))).toEqual([
      { id: 'u1', success: false, error: 'eth_requestAccounts is not supported by this wallet', version: '9.1.0' },
    ])
  })

  test('a flood beyond the rate limit gets error replies, and every request exactly one reply', async () => {
    // A small bucket, so the refill while the flood is answered (seconds on a loaded machine) cannot cover it: with
    // the default (1,000 at once, 500 per second) a slow run answered all 1,500 of an earlier flood.
    await wallet.page.close()
    const limit = { burst: 100, perSecond: 1 }
    wallet = await openWallet(browser, server, { walletQuery: { rateLimit: JSON.stringify(limit) } })
    const total = 300
    await wallet.app.evaluate(
      `for (let i = 0; i < ${total}; i++) parent.postMessage({ id: 'r' + i, method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }, '*')`,
    )
    await wallet.app.waitForFunction(`globalThis.app.received.length >= ${total}`)
    const replies = value(
      await inApp(wallet.app, (app) =>
        app.received.map((m) => m.data as { id: string; success: boolean; error?: string }),
      ),
    )
    expect(new Set(replies.map((r) => r.id)).size).toBe(total)
    const refused = replies.filter((r) => !r.success)
    expect(replies.length - refused.length).toBeGreaterThanOrEqual(limit.burst)
    expect(refused.length).toBeGreaterThan(0)
    expect(new Set(refused.map((r) => r.error))).toEqual(
      new Set([
        'Too many requests: this wallet accepts 100 requests at once and 1 per second from an app. Retry later.',
      ]),
    )
  })
})

describe('our SDK accepts replies only from the parent wallet, with a version ≥ 1, from an allowed origin', () => {
  const openRef = async (appQuery: Record<string, string>) => {
    await wallet?.page.close()
    wallet = await openWallet(browser, server, { wallet: 'ref-host-page', appQuery })
    await wallet.page.evaluate('globalThis.refHost.hold = true')
  }
  const pendingId = async () => {
    await wallet.page.waitForFunction('globalThis.refHost.requests.length > 0')
    return (await wallet.page.evaluate('globalThis.refHost.requests.at(-1).id')) as string
  }
  const started = (app: Frame) =>
    app.evaluate(
      'globalThis.pending = globalThis.app.ours.safe.getInfo().then((v) => ({ ok: true, v }), (e) => ({ ok: false, message: e.message, name: e.name })); undefined',
    )

  test('a forged reply from a frame nested in the app, or with no version or major 0, is ignored', async () => {
    await openRef({})
    await started(wallet.app)
    const id = await pendingId()
    const forged = { id, success: true, version: '9.1.0', data: { safeAddress: '0xforged' } }
    await inApp(wallet.app, (app, src) => app.addChild(src), `${server.appOrigin}/spoof-page.html`)
    const child = wallet.app.childFrames()[0]
    if (!child) throw new Error('nested frame missing')
    await forge(child, 'parent', forged)
    await wallet.page.evaluate(
      `globalThis.refHost.replyRaw(${JSON.stringify({ id, success: true, data: { safeAddress: '0xnoversion' } })})`,
    )
    await wallet.page.evaluate(
      `globalThis.refHost.replyRaw(${JSON.stringify({ id, success: true, version: '0.9.0', data: { safeAddress: '0xzero' } })})`,
    )
    await wallet.page.evaluate(
      `globalThis.refHost.replyRaw(${JSON.stringify({ id: 'not-ours', success: true, version: '9.1.0', data: 1 })})`,
    )
    // All four arrived before the real answer is sent, so had any been accepted it would have won.
    await wallet.app.waitForFunction('globalThis.app.received.length >= 4')
    await wallet.page.evaluate(`globalThis.refHost.reply(${JSON.stringify(id)}, ${JSON.stringify(SAFE_INFO)})`)
    expect(await wallet.app.evaluate('globalThis.pending')).toEqual({ ok: true, v: SAFE_INFO })
  })

  test('a reply from an origin outside allowedDomains is ignored, and the request times out', async () => {
    await openRef({ allow: '^https://app\\.safe\\.global$', timeout: '300' })
    await wallet.page.evaluate(
      `globalThis.refHost.hold = false; globalThis.refHost.responses.getSafeInfo = ${JSON.stringify(SAFE_INFO)}`,
    )
    await started(wallet.app)
    expect(await wallet.app.evaluate('globalThis.pending')).toEqual({
      ok: false,
      name: 'RequestTimeoutError',
      message:
        'The wallet did not answer "getSafeInfo" within 300 ms. Check that the app runs inside a Concord or Safe wallet frame, or raise timeoutMs.',
    })
    // The reply did reach the frame: it was refused, not lost (on a busy machine it may land after the timeout).
    await wallet.app.waitForFunction('globalThis.app.received.length > 0')
    expect(await wallet.app.evaluate('globalThis.app.received.map((m) => m.origin)')).toEqual([server.walletOrigin])
  })

  test('allowedDomains matching the wallet origin accepts its replies', async () => {
    await openRef({ allow: `^${server.walletOrigin.replaceAll('.', '\\.')}$`, timeout: '5000' })
    await wallet.page.evaluate(
      `globalThis.refHost.hold = false; globalThis.refHost.responses.getSafeInfo = ${JSON.stringify(SAFE_INFO)}`,
    )
    await started(wallet.app)
    expect(await wallet.app.evaluate('globalThis.pending')).toEqual({ ok: true, v: SAFE_INFO })
  })

  test('requests time out except user-facing ones, which wait for the user', async () => {
    await openRef({ timeout: '300' })
    await wallet.app.evaluate(
      `globalThis.tx = globalThis.app.ours.txs.send({ txs: [{ to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }] }); undefined`,
    )
    const txId = await pendingId()
    await wallet.app.evaluate(`globalThis.sign = globalThis.app.ours.txs.signMessage('hi'); undefined`)
    await wallet.page.waitForFunction('globalThis.refHost.requests.length >= 2')
    const signId = (await wallet.page.evaluate('globalThis.refHost.requests[1].id')) as string
    await started(wallet.app)
    expect(await wallet.app.evaluate('globalThis.pending')).toMatchObject({ ok: false, name: 'RequestTimeoutError' })
    // Well past the timeout, the user answers both: they resolve, so they never timed out.
    await started(wallet.app)
    expect(await wallet.app.evaluate('globalThis.pending')).toMatchObject({ ok: false, name: 'RequestTimeoutError' })
    await wallet.page.evaluate(`globalThis.refHost.reply(${JSON.stringify(txId)}, { safeTxHash: '0x01' })`)
    await wallet.page.evaluate(`globalThis.refHost.reply(${JSON.stringify(signId)}, { safeTxHash: '0x02' })`)
    expect(await wallet.app.evaluate('globalThis.tx')).toEqual({ safeTxHash: '0x01' })
    expect(await wallet.app.evaluate('globalThis.sign')).toEqual({ safeTxHash: '0x02' })
  })
})
