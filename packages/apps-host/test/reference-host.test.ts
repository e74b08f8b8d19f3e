import {
  ADDRESS_BOOK,
  balancesIn,
  CHAIN_INFO,
  inApp,
  inRefHost,
  type OpenWallet,
  openWallet,
  type PagesServer,
  SAFE_ADDRESS,
  SAFE_INFO,
  startPagesServer,
  value,
} from '@concord/test-kit/bridge'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

// Our SDK against a wallet written from the reference, and the real SDK beside it: same calls must put the same
// method and params on the wire, and resolve with the same data.
let server: PagesServer
let browser: Browser
let wallet: OpenWallet

const permission = { invoker: 'x', parentCapability: 'requestAddressBook', date: 1, caveats: [] }
const responses: Record<string, unknown> = {
  getSafeInfo: SAFE_INFO,
  getChainInfo: CHAIN_INFO,
  getSafeBalances: balancesIn('usd'),
  getEnvironmentInfo: { origin: 'https://wallet.example' },
  getTxBySafeTxHash: { safeAddress: SAFE_ADDRESS, txId: 'multisig_x', txStatus: 'AWAITING_CONFIRMATIONS' },
  getOffChainSignature: '0x1234',
  wallet_getPermissions: [permission],
  wallet_requestPermissions: [permission],
  requestAddressBook: ADDRESS_BOOK,
  sendTransactions: { safeTxHash: `0x${'aa'.repeat(32)}` },
  signMessage: { messageHash: `0x${'bb'.repeat(32)}`, signature: '0x99' },
  signTypedMessage: { safeTxHash: `0x${'cc'.repeat(32)}` },
  'rpcCall:eth_call': '0x01',
  'rpcCall:eth_gasPrice': '0x3b9aca00',
  'rpcCall:eth_getLogs': [],
  'rpcCall:eth_getBalance': '0x64',
  'rpcCall:eth_getCode': '0x6000',
  'rpcCall:eth_getBlockByHash': { number: '0x2' },
  'rpcCall:eth_getBlockByNumber': { number: '0x2' },
  'rpcCall:eth_getStorageAt': `0x${'0'.repeat(64)}`,
  'rpcCall:eth_getTransactionByHash': { hash: '0x1' },
  'rpcCall:eth_getTransactionReceipt': { status: '0x1' },
  'rpcCall:eth_getTransactionCount': '0x5',
  'rpcCall:eth_estimateGas': '0x5208',
  'rpcCall:safe_setSettings': { offChainSigning: false },
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startPagesServer(['ref-host-page', 'app-page']), launchChromium()])
  wallet = await openWallet(browser, server, { wallet: 'ref-host-page' })
  await inRefHost(wallet.page, (ref, r) => Object.assign(ref.responses, r), responses)
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

test('every method: our SDK sends what the real SDK sends and resolves with the wallet data', async () => {
  const results: Record<string, unknown[]> = {}
  const wires: Record<string, unknown[]> = {}
  for (const sdk of ['ours', 'real'] as const) {
    const outcome = await inApp(
      wallet.app,
      async (app, a) => {
        const s = app[a.sdk as 'ours'] as unknown as import('@concord/apps-sdk').AppsSdk
        const typedData = { domain: { chainId: 1 }, types: { T: [{ name: 'a', type: 'uint8' }] }, message: { a: 1 } }
        const hash = `0x${'ab'.repeat(32)}`
        return [
          await s.safe.getInfo(),
          await s.safe.getChainInfo(),
          await s.safe.experimental_getBalances(),
          await s.safe.getEnvironmentInfo(),
          await s.txs.getBySafeTxHash(hash),
          await s.safe.getOffChainSignature(hash),
          await s.wallet.getPermissions(),
          await s.wallet.requestPermissions([{ requestAddressBook: {} }]),
          await s.safe.requestAddressBook(),
          await s.txs.send({ txs: [{ to: a.safe, value: '1', data: '0x' }], params: { safeTxGas: 7 } }),
          await s.txs.signMessage('hello'),
          await s.txs.signTypedMessage(typedData),
          await s.eth.call([{ to: a.safe, data: '0x' }]),
          await s.eth.getGasPrice(),
          await s.eth.getPastLogs([{ fromBlock: 'earliest' }]),
          await s.eth.getBalance([a.safe]),
          await s.eth.getCode([a.safe, 'pending']),
          await s.eth.getBlockByHash([hash, true]),
          await s.eth.getBlockByNumber([2]),
          await s.eth.getStorageAt([a.safe, 3]),
          await s.eth.getTransactionByHash([hash]),
          await s.eth.getTransactionReceipt([hash]),
          await s.eth.getTransactionCount([a.safe]),
          await s.eth.getEstimateGas({ to: a.safe, value: '0x1' }),
          await s.eth.setSafeSettings([{ offChainSigning: false }]),
        ]
      },
      { sdk, safe: SAFE_ADDRESS },
    )
    results[sdk] = value(outcome)
    wires[sdk] = value(await inRefHost(wallet.page, (ref) => ref.requests.splice(0))) as unknown[]
  }
  const shape = (r: unknown) => {
    const { method, params, env } = r as { method: string; params: unknown; env: unknown }
    return { method, params, env }
  }
  expect(wires.ours?.map(shape)).toEqual(wires.real?.map(shape))
  expect(results.ours).toEqual(results.real)
  expect(results.ours?.[0]).toEqual(SAFE_INFO)
  expect(results.ours?.at(-1)).toEqual({ offChainSigning: false })
  // requestAddressBook: getPermissions, then (held) requestAddressBook: 25 calls, 26 requests.
  expect(wires.ours).toHaveLength(26)
})

test('an error reply rejects with exactly the wallet text', async () => {
  await inRefHost(wallet.page, (ref) => {
    ref.hold = true
  })
  await wallet.app.evaluate(
    'globalThis.failing = globalThis.app.ours.safe.getChainInfo().catch((e) => [e.message, e.code, e.name]); undefined',
  )
  await wallet.page.waitForFunction('globalThis.refHost.requests.length > 0')
  await inRefHost(wallet.page, (ref) => {
    const request = ref.requests[0]
    if (request) ref.replyError(request.id, 'Chain info is unavailable: reconnect the wallet')
  })
  expect(await wallet.app.evaluate('globalThis.failing')).toEqual([
    'Chain info is unavailable: reconnect the wallet',
    'HOST_ERROR',
    'HostError',
  ])
})
