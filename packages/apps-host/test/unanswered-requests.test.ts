import {
  inApp,
  inHost,
  KNOWN_SAFE_TX_HASH,
  type OpenWallet,
  openWallet,
  type PagesServer,
  type SpoofPageApi,
  settle,
  startInApp,
  startPagesServer,
  value,
  waitForUserRequests,
} from '@concord/test-kit/bridge'
import { frameAt, inFrame, launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Ways a request could stay unanswered other than a slow source: handlers that break in ways a try/catch around
// the call does not see, the host going away, the frame going away, two requests under one id.
let server: PagesServer
let browser: Browser
let wallet: OpenWallet

type Communicator = { send(method: string, params: unknown): Promise<unknown> }
const TX = { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startPagesServer(['host-page', 'app-page', 'spoof-page']), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const open = async (walletQuery: Record<string, string> = {}) => {
  await wallet?.page.close()
  wallet = await openWallet(browser, server, { walletQuery })
}

/** Sends `method` raw through our SDK's communicator; resolves with 'resolved' or the error text. */
const sendRaw = (method: string, params?: unknown) =>
  inApp(
    wallet.app,
    (app, a) =>
      (app.ours as unknown as { communicator: Communicator }).communicator.send(a.method, a.params).then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    { method, params },
  ).then(value)

describe('handlers that break', () => {
  test('an answer the browser cannot clone (postMessage throws): "Request failed", and the wallet hears why', async () => {
    await open()
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getSafeBalances = 'unclonable'
    })
    expect(await sendRaw('getSafeBalances', { currency: 'usd' })).toBe('Request failed')
    expect(value(await inHost(wallet.page, (bridge) => bridge.errors))).toEqual([
      expect.stringMatching(/^getSafeBalances: DataCloneError/),
    ])
  })

  test('a permission store that throws (storage blocked): every permission request gets "Request failed"', async () => {
    await open({ persist: '1' })
    await wallet.page.evaluate(`Storage.prototype.getItem = function () { throw new Error('storage is blocked') }`)
    expect(await sendRaw('requestAddressBook')).toBe('Request failed')
    expect(await sendRaw('wallet_requestPermissions', [{ requestAddressBook: {} }])).toBe('Request failed')
    expect(await sendRaw('wallet_getPermissions')).toBe('Request failed')
    expect(value(await inHost(wallet.page, (bridge) => bridge.errors))).toEqual([
      'requestAddressBook: Error: storage is blocked',
      'wallet_requestPermissions: Error: storage is blocked',
      'wallet_getPermissions: Error: storage is blocked',
    ])
  })

  test('a wallet handler that throws synchronously: "Request failed"', async () => {
    await open()
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getChainInfo = 'throw'
      bridge.faults.rpcCall = 'throw'
    })
    expect(await sendRaw('getChainInfo')).toBe('Request failed')
    expect(await sendRaw('rpcCall', { call: 'eth_gasPrice', params: [] })).toBe('Request failed')
  })
})

describe('the host or the frame goes away', () => {
  test('destroy() answers every request in flight at once, the user-facing ones with their rejection texts', async () => {
    await open()
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getTxBySafeTxHash = 'stall'
    })
    await startInApp(wallet.app, 'tx', (app, hash) => app.ours.txs.getBySafeTxHash(hash), KNOWN_SAFE_TX_HASH)
    await startInApp(wallet.app, 'send', (app, tx) => app.ours.txs.send({ txs: [tx] }), TX)
    await startInApp(wallet.app, 'prompt', (app) =>
      (app.ours as unknown as { communicator: Communicator }).communicator.send('wallet_requestPermissions', [
        { requestAddressBook: {} },
      ]),
    )
    await waitForUserRequests(wallet.page, 2)
    await wallet.page.waitForFunction('globalThis.bridge.stalled.length >= 1')

    await inHost(wallet.page, (bridge) => bridge.host.destroy())
    expect(await settle(wallet.app, 'tx')).toMatchObject({
      ok: false,
      message:
        "getTxBySafeTxHash was cancelled: the wallet closed this app's session before the answer came. Reload the app to continue.",
    })
    expect(await settle(wallet.app, 'send')).toMatchObject({ ok: false, message: 'Transaction was rejected' })
    expect(await settle(wallet.app, 'prompt')).toMatchObject({ ok: false, message: 'Permissions were rejected' })
    expect(value(await inHost(wallet.page, (bridge) => bridge.aborted))).toEqual(['getTxBySafeTxHash'])

    // Late answers after destroy send nothing: neither the handler's nor the user's.
    await inHost(wallet.page, (bridge) => {
      bridge.stalled[0]?.release({ txStatus: 'SUCCESS' })
      bridge.requests[0]?.approve({ safeTxHash: `0x${'01'.repeat(32)}` } as never)
      bridge.requests[1]?.approve(undefined as never)
    })
    await inHost(wallet.page, (bridge) => bridge.iframe.contentWindow?.postMessage({ marker: true }, '*'))
    await wallet.app.waitForFunction('globalThis.app.received.some((m) => m.data.marker)')
    const replies = value(await inApp(wallet.app, (app) => app.received.map((m) => m.data)))
    expect(replies).toHaveLength(4)
  })

  test('two requests under one id (the SDK id fallback is a timestamp) are both answered', async () => {
    await open()
    const post = `parent.postMessage({ id: 'same', method: 'sendTransactions', params: { txs: [${JSON.stringify(TX)}] }, env: { sdkVersion: '9.1.0' } }, '*')`
    await wallet.app.evaluate(`${post}; ${post}`)
    await waitForUserRequests(wallet.page, 2)
    await inHost(wallet.page, (bridge) => bridge.requests[0]?.approve({ safeTxHash: `0x${'01'.repeat(32)}` } as never))
    await inHost(wallet.page, (bridge) => bridge.host.destroy())
    await wallet.app.waitForFunction('globalThis.app.received.length >= 2')
    expect(value(await inApp(wallet.app, (app) => app.received.map((m) => m.data)))).toEqual([
      { id: 'same', success: true, version: '9.1.0', data: { safeTxHash: `0x${'01'.repeat(32)}` } },
      { id: 'same', success: false, version: '9.1.0', error: 'Transaction was rejected' },
    ])
  })

  test('the frame navigated to another origin mid-request: the late answer is dropped, never sent there', async () => {
    await open()
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getChainInfo = 'stall'
    })
    await startInApp(wallet.app, 'chain', (app) => app.ours.safe.getChainInfo())
    await wallet.page.waitForFunction('globalThis.bridge.stalled.length >= 1')
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
    await inHost(wallet.page, (bridge) => bridge.stalled[0]?.release({ chainId: '1' }))
    // Replies go to the app origin only, so the browser drops this one; the marker, sent after it, arrives.
    await inHost(wallet.page, (bridge) => bridge.iframe.contentWindow?.postMessage({ marker: true }, '*'))
    await moved.waitForFunction('globalThis.spoof.received.length >= 1')
    expect(value(await inFrame(moved, 'spoof', (spoof: SpoofPageApi) => spoof.received))).toEqual([{ marker: true }])
  })
})
