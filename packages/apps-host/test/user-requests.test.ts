import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import {
  inHost,
  KNOWN_SAFE_TX_HASH,
  type OpenWallet,
  openWallet,
  type PagesServer,
  SAFE_ADDRESS,
  settle,
  startInApp,
  startPagesServer,
  value,
  waitForUserRequests,
} from '@concord/test-kit/bridge'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sendTransfer } from './harness/chain.js'

// Transactions, signatures and settings: requests that wait for a person in the wallet UI.
let anvil: Anvil
let server: PagesServer
let browser: Browser
let execTx: string
let wallet: OpenWallet

const SDKS = ['ours', 'real'] as const
const SAFE_TX_HASH = `0x${'e1'.repeat(32)}`
const typedData = {
  domain: { name: 'Demo', version: '1', chainId: 31337, verifyingContract: SAFE_ADDRESS },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
}

beforeAll(async () => {
  ;[anvil, server, browser] = await Promise.all([
    startAnvil(),
    startPagesServer(['host-page', 'app-page']),
    launchChromium(),
  ])
  execTx = await sendTransfer(anvil)
})

beforeEach(async () => {
  await wallet?.page.close()
  wallet = await openWallet(browser, server, { walletQuery: { rpc: anvil.url, execTx } })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await anvil?.stop()
})

describe('sendTransactions', () => {
  test.each(SDKS)(
    '%s SDK: the wallet UI gets normalised transactions; approval answers the safeTxHash',
    async (sdk) => {
      await startInApp(
        wallet.app,
        'send',
        (app, a) =>
          (app[a.sdk as 'ours'] as unknown as import('@concord/apps-sdk').AppsSdk).txs.send({
            txs: [
              { to: a.to.toLowerCase(), value: '0x10', data: '0xabcdef' },
              { to: a.to, value: '25', data: '' },
            ],
            params: { safeTxGas: 90000 },
          }),
        { sdk, to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' },
      )
      await waitForUserRequests(wallet.page, 1)
      expect(value(await inHost(wallet.page, (bridge) => bridge.view()))).toEqual([
        {
          kind: 'sendTransactions',
          origin: server.appOrigin,
          requestId: expect.any(String),
          safeTxGas: 90000,
          txs: [
            { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '16', data: '0xabcdef' },
            { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '25', data: '0x' },
          ],
        },
      ])
      await inHost(
        wallet.page,
        (bridge, hash) => bridge.requests[0]?.approve({ safeTxHash: hash } as never),
        SAFE_TX_HASH,
      )
      expect(value(await settle(wallet.app, 'send'))).toEqual({ safeTxHash: SAFE_TX_HASH })
    },
  )

  test('rejection in the wallet UI rejects the app call with "Transaction was rejected"; later decisions are ignored', async () => {
    await startInApp(wallet.app, 'send', (app) =>
      app.ours.txs.send({ txs: [{ to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }] }),
    )
    await waitForUserRequests(wallet.page, 1)
    await inHost(wallet.page, (bridge) => {
      bridge.requests[0]?.reject()
      bridge.requests[0]?.approve({ safeTxHash: '0x00' } as never)
    })
    expect(await settle(wallet.app, 'send')).toMatchObject({
      ok: false,
      message: 'Transaction was rejected',
      code: 'HOST_ERROR',
    })
    const replies = await wallet.app.evaluate('globalThis.app.received.filter((m) => m.data.id !== undefined).length')
    expect(replies).toBe(1)
  })

  test('closing the app (host.destroy) answers its pending review "Transaction was rejected" and stops listening', async () => {
    await startInApp(wallet.app, 'send', (app) =>
      app.ours.txs.send({ txs: [{ to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }] }),
    )
    await waitForUserRequests(wallet.page, 1)
    await inHost(wallet.page, (bridge) => bridge.host.destroy())
    expect(await settle(wallet.app, 'send')).toMatchObject({ ok: false, message: 'Transaction was rejected' })
    await wallet.app.evaluate(
      "parent.postMessage({ id: 'after', method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }, '*')",
    )
    // The wire recorder and the host listened to the same event; the host would have called getSafeInfo in that
    // same dispatch, so once the recorder saw the request, a live host would already show the call.
    await wallet.page.waitForFunction("globalThis.bridge.wire.some((m) => m.id === 'after')")
    expect(value(await inHost(wallet.page, (bridge) => bridge.calls.length))).toBe(0)
  })

  test('a transaction to something that is not an address is refused before the wallet UI sees it', async () => {
    await startInApp(wallet.app, 'send', (app) =>
      app.real.txs.send({ txs: [{ to: '0x1234', value: '1', data: '0x' }] }),
    )
    expect(await settle(wallet.app, 'send')).toMatchObject({
      ok: false,
      message: 'Invalid sendTransactions params: every "to" must be an address',
    })
    expect(value(await inHost(wallet.page, (bridge) => bridge.requests.length))).toBe(0)
  })
})

describe('signing', () => {
  test.each(SDKS)('%s SDK: messages and typed data reach the wallet UI with settings and SDK version', async (sdk) => {
    await startInApp(wallet.app, 'message', (app, a) => app[a.sdk as 'ours'].txs.signMessage('hello'), { sdk })
    await startInApp(wallet.app, 'typed', (app, a) => app[a.sdk as 'ours'].txs.signTypedMessage(a.typedData as never), {
      sdk,
      typedData,
    })
    await waitForUserRequests(wallet.page, 2)
    const view = value(await inHost(wallet.page, (bridge) => bridge.view()))
    const common = {
      origin: server.appOrigin,
      requestId: expect.any(String),
      sdkVersion: '9.1.0',
      settings: { offChainSigning: true },
    }
    expect(view).toEqual([
      { kind: 'signMessage', message: 'hello', ...common },
      { kind: 'signTypedMessage', typedData, ...common },
    ])
    const offChain = { messageHash: `0x${'12'.repeat(32)}`, signature: `0x${'34'.repeat(65)}` }
    await inHost(wallet.page, (bridge, r) => bridge.requests[0]?.approve(r as never), offChain)
    await inHost(wallet.page, (bridge, h) => bridge.requests[1]?.approve({ safeTxHash: h } as never), SAFE_TX_HASH)
    expect(value(await settle(wallet.app, 'message'))).toEqual(offChain)
    expect(value(await settle(wallet.app, 'typed'))).toEqual({ safeTxHash: SAFE_TX_HASH })
  })

  test('safe_setSettings switches off-chain signing off for this app session', async () => {
    await startInApp(wallet.app, 'settings', (app) => app.real.eth.setSafeSettings([{ offChainSigning: false }]))
    expect(value(await settle(wallet.app, 'settings'))).toEqual({ offChainSigning: false })
    await startInApp(wallet.app, 'message', (app) => app.ours.txs.signMessage('x'))
    await waitForUserRequests(wallet.page, 1)
    const [request] = value(await inHost(wallet.page, (bridge) => bridge.view())) as unknown as { settings: unknown }[]
    expect(request?.settings).toEqual({ offChainSigning: false })
    expect(value(await inHost(wallet.page, (bridge) => bridge.host.settings))).toEqual({ offChainSigning: false })
  })
})

describe('SafeAppProvider through the bridge', () => {
  test('eth_sendTransaction answers the safeTxHash; personal_sign answers the signature or 0x', async () => {
    await startInApp(
      wallet.app,
      'send',
      async (app, a) =>
        (await app.provider()).request({ method: 'eth_sendTransaction', params: [{ to: a.to, gas: '0x5208' }] }),
      { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' },
    )
    await waitForUserRequests(wallet.page, 1)
    expect(value(await inHost(wallet.page, (bridge) => bridge.view()))[0]).toMatchObject({
      kind: 'sendTransactions',
      safeTxGas: 21000,
      txs: [{ to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }],
    })
    await inHost(wallet.page, (bridge, h) => bridge.requests[0]?.approve({ safeTxHash: h } as never), SAFE_TX_HASH)
    expect(value(await settle(wallet.app, 'send'))).toBe(SAFE_TX_HASH)

    await startInApp(
      wallet.app,
      'sign',
      async (app, a) => (await app.provider()).request({ method: 'personal_sign', params: ['0x68656c6c6f', a.safe] }),
      { safe: SAFE_ADDRESS.toLowerCase() },
    )
    await startInApp(
      wallet.app,
      'signOnChain',
      async (app, a) => (await app.provider()).request({ method: 'eth_sign', params: [a.safe, '0x68656c6c6f'] }),
      { safe: SAFE_ADDRESS },
    )
    await waitForUserRequests(wallet.page, 3)
    const signature = `0x${'56'.repeat(65)}`
    await inHost(
      wallet.page,
      (bridge, s) => bridge.requests[1]?.approve({ messageHash: `0x${'00'.repeat(32)}`, signature: s } as never),
      signature,
    )
    await inHost(wallet.page, (bridge, h) => bridge.requests[2]?.approve({ safeTxHash: h } as never), SAFE_TX_HASH)
    expect(value(await settle(wallet.app, 'sign'))).toBe(signature)
    expect(value(await settle(wallet.app, 'signOnChain'))).toBe('0x')
  })

  test('a receipt asked by safeTxHash is the executed transaction, reported under the asked hash', async () => {
    const receipt = await anvil.rpc<Record<string, unknown>>('eth_getTransactionReceipt', [execTx])
    await startInApp(
      wallet.app,
      'receipt',
      async (app, a) => {
        const provider = await app.provider()
        return {
          receipt: await provider.request({ method: 'eth_getTransactionReceipt', params: [a.known] }),
          blockNumber: await provider.request({ method: 'eth_blockNumber' }),
          chainId: await provider.request({ method: 'eth_chainId' }),
        }
      },
      { known: KNOWN_SAFE_TX_HASH },
    )
    expect(value(await settle(wallet.app, 'receipt'))).toEqual({
      receipt: { ...receipt, transactionHash: KNOWN_SAFE_TX_HASH },
      blockNumber: await anvil.rpc('eth_blockNumber'),
      chainId: '0x7a69',
    })
  })
})
