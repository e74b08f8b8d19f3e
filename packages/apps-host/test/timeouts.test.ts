import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import {
  ADDRESS_BOOK,
  inApp,
  inHost,
  KNOWN_SAFE_TX_HASH,
  type OpenWallet,
  openWallet,
  type PagesServer,
  SAFE_ADDRESS,
  SAFE_INFO,
  settle,
  startInApp,
  startPagesServer,
  value,
  waitForUserRequests,
} from '@concord/test-kit/bridge'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startUnreliableNode, type UnreliableNode } from './harness/unreliable-node.js'

// Requests that wait on the wallet's node or data source, not on a person, are answered with an error when that
// source does not answer in time. The host here waits 500 ms; the app's SDKs wait longer (ours 30 s, the real one
// forever), so every error below came from the host.
let anvil: Anvil
let node: UnreliableNode
let server: PagesServer
let browser: Browser
let wallet: OpenWallet

const SDKS = ['ours', 'real'] as const
const TIMEOUTS = { rpcCallMs: 500, handlerMs: 500 }
type Sdk = import('@concord/apps-sdk').AppsSdk

beforeAll(async () => {
  ;[anvil, server, browser] = await Promise.all([
    startAnvil(),
    startPagesServer(['host-page', 'app-page']),
    launchChromium(),
  ])
  node = await startUnreliableNode(anvil.url)
})

beforeEach(async () => {
  for (const method of Object.keys(node.behaviour)) delete node.behaviour[method]
  await wallet?.page.close()
  wallet = await openWallet(browser, server, {
    walletQuery: { rpc: node.url, timeouts: JSON.stringify(TIMEOUTS) },
  })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await node?.close()
  await anvil?.stop()
})

/** Id of the last request the app sent with `method` (read from the wire). */
async function lastId(method: string): Promise<string> {
  const ids = value(
    await inHost(wallet.page, (bridge, m) => bridge.wire.filter((w) => (w as { method: string }).method === m), method),
  ) as { id: string }[]
  const id = ids.at(-1)?.id
  if (!id) throw new Error(`no ${method} request on the wire`)
  return id
}

/**
 * Every reply the app received for `id`. A getSafeInfo round trip goes first: the wallet posts to the frame in
 * order, so anything the host sent for `id` before that reply has arrived by the time it resolves.
 */
async function repliesTo(id: string): Promise<unknown[]> {
  expect(value(await inApp(wallet.app, (app) => app.ours.safe.getInfo()))).toEqual(SAFE_INFO)
  return value(
    await inApp(
      wallet.app,
      (app, i) => app.received.map((m) => m.data).filter((d) => (d as { id?: string }).id === i),
      id,
    ),
  )
}

describe('rpcCall: the wallet node', () => {
  test.each(SDKS)(
    '%s SDK: a node that never answers eth_call: a timeout error, once; the call is abandoned',
    async (sdk) => {
      node.behaviour.eth_call = 'hold'
      const outcome = await inApp(
        wallet.app,
        (app, a) =>
          (app[a.sdk as 'ours'] as unknown as Sdk).eth.call([{ to: a.safe, data: '0x12345678' }]).then(
            () => 'resolved',
            (e: Error) => e.message,
          ),
        { sdk, safe: SAFE_ADDRESS },
      )
      expect(value(outcome)).toBe(
        "rpcCall eth_call timed out: the wallet's node did not answer within 500 ms. Retry later; if it keeps timing out, the wallet's RPC endpoint is down or overloaded.",
      )
      // The host aborted the wallet's HTTP request, so a dead node does not pile up open connections.
      await node.waitForHeld(1)
      await node.held.at(-1)?.abandoned
      expect(value(await inHost(wallet.page, (bridge) => bridge.aborted))).toEqual(['rpcCall'])
      expect(await repliesTo(await lastId('rpcCall'))).toEqual([
        { id: expect.any(String), success: false, version: '9.1.0', error: expect.stringContaining('timed out') },
      ])
      // Other calls still go through while one hangs.
      expect(value(await inApp(wallet.app, (app) => app.ours.eth.getGasPrice()))).toBe(await anvil.rpc('eth_gasPrice'))
      expect(value(await inHost(wallet.page, (bridge) => bridge.errors))).toEqual([
        "rpcCall: HandlerTimeoutError: The wallet's rpcCall handler (eth_call) did not settle within 500 ms; the app was answered with a timeout error and the call was aborted. Check the wallet's RPC endpoint, or raise timeouts.rpcCallMs.",
      ])
    },
  )

  test('a node that answers an HTML error page: "Request failed", once', async () => {
    // The node answers at once; a loaded machine can still take longer than 500 ms to carry the reply through the
    // wallet, so this test waits as long as the app would. The error must be the node's, not a timeout.
    await wallet.page.close()
    wallet = await openWallet(browser, server, {
      walletQuery: { rpc: node.url, timeouts: JSON.stringify({ ...TIMEOUTS, rpcCallMs: 20_000 }) },
    })
    node.behaviour.eth_getCode = 'garbage'
    const outcome = await inApp(
      wallet.app,
      (app, safe) =>
        app.ours.eth.getCode([safe]).then(
          () => 'resolved',
          (e: Error) => e.message,
        ),
      SAFE_ADDRESS,
    )
    expect(value(outcome)).toBe('Request failed')
    expect(await repliesTo(await lastId('rpcCall'))).toHaveLength(1)
  })
})

describe('wallet data handlers', () => {
  const reads = [
    ['getChainInfo', (s: Sdk) => s.safe.getChainInfo()],
    ['getSafeBalances', (s: Sdk) => s.safe.experimental_getBalances({ currency: 'eur' })],
    ['getTxBySafeTxHash', (s: Sdk, hash: string) => s.txs.getBySafeTxHash(hash)],
    ['getOffChainSignature', (s: Sdk, hash: string) => s.safe.getOffChainSignature(hash)],
  ] as const

  test.each(SDKS)('%s SDK: handlers that never settle: each request gets a timeout error naming it', async (sdk) => {
    await inHost(wallet.page, (bridge) => {
      for (const m of ['getChainInfo', 'getSafeBalances', 'getTxBySafeTxHash', 'getOffChainSignature']) {
        bridge.faults[m] = 'stall'
      }
    })
    const outcome = await inApp(
      wallet.app,
      (app, a) => {
        const s = app[a.sdk as 'ours'] as unknown as Sdk
        const read = (p: Promise<unknown>) =>
          p.then(
            () => 'resolved',
            (e: Error) => e.message,
          )
        return Promise.all([
          read(s.safe.getChainInfo()),
          read(s.safe.experimental_getBalances({ currency: 'eur' })),
          read(s.txs.getBySafeTxHash(a.hash)),
          read(s.safe.getOffChainSignature(a.hash)),
        ])
      },
      { sdk, hash: KNOWN_SAFE_TX_HASH },
    )
    expect(value(outcome)).toEqual(
      reads.map(
        ([method]) =>
          `${method} timed out: the wallet did not get this data within 500 ms. Retry later; the wallet's data source (its gateway or node) is slow or unreachable.`,
      ),
    )
    expect(value(await inHost(wallet.page, (bridge) => bridge.aborted)).sort()).toEqual(
      reads.map(([method]) => method).sort(),
    )
  })

  test('a handler that settles after its timeout: the app keeps the timeout error; the late answer is dropped', async () => {
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getTxBySafeTxHash = 'stall'
    })
    const outcome = await inApp(
      wallet.app,
      (app, hash) =>
        app.real.txs.getBySafeTxHash(hash).then(
          () => 'resolved',
          (e: Error) => e.message,
        ),
      KNOWN_SAFE_TX_HASH,
    )
    expect(value(outcome)).toContain('getTxBySafeTxHash timed out')
    await inHost(wallet.page, (bridge) => bridge.stalled[0]?.release({ txStatus: 'SUCCESS' }))
    expect(await repliesTo(await lastId('getTxBySafeTxHash'))).toEqual([
      expect.objectContaining({ success: false, error: expect.stringContaining('timed out') }),
    ])
  })
})

describe('requests that wait for a person never time out', () => {
  test('a review and a permission prompt outlive a timed-out read, then take the user answer', async () => {
    await startInApp(wallet.app, 'send', (app) =>
      app.ours.txs.send({ txs: [{ to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }] }),
    )
    await startInApp(wallet.app, 'sign', (app) => app.real.txs.signMessage('hello'))
    await startInApp(wallet.app, 'book', (app) => app.ours.safe.requestAddressBook())
    await waitForUserRequests(wallet.page, 3)
    // A read sent after all three times out; had the three a timer, theirs would have fired first.
    await inHost(wallet.page, (bridge) => {
      bridge.faults.getChainInfo = 'stall'
    })
    const read = await inApp(wallet.app, (app) =>
      app.ours.safe.getChainInfo().then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    )
    expect(value(read)).toContain('getChainInfo timed out')

    await inHost(wallet.page, (bridge) => {
      const [send, sign, book] = bridge.requests
      send?.approve({ safeTxHash: `0x${'01'.repeat(32)}` } as never)
      sign?.approve({ safeTxHash: `0x${'02'.repeat(32)}` } as never)
      book?.approve(undefined as never)
    })
    expect(value(await settle(wallet.app, 'send'))).toEqual({ safeTxHash: `0x${'01'.repeat(32)}` })
    expect(value(await settle(wallet.app, 'sign'))).toEqual({ safeTxHash: `0x${'02'.repeat(32)}` })
    expect(value(await settle(wallet.app, 'book'))).toEqual(ADDRESS_BOOK)
  })
})
