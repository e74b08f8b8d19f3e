import { type Anvil, alwaysReturns, startAnvil } from '@concord/test-kit/anvil'
import {
  balancesIn,
  CHAIN_INFO,
  inApp,
  inHost,
  KNOWN_SAFE_TX_HASH,
  type OpenWallet,
  openWallet,
  type PagesServer,
  SAFE_ADDRESS,
  SAFE_INFO,
  SIGNED_SAFE_MESSAGE,
  startPagesServer,
  value,
} from '@concord/test-kit/bridge'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNT, OTHER_ACCOUNT, sendTransfer } from './harness/chain.js'

// Our host in the wallet page (127.0.0.1), an app page (localhost) with our SDK and the real Safe Apps SDK 9.1.0.
let anvil: Anvil
let server: PagesServer
let browser: Browser
let execTx: string
let wallet: OpenWallet

const SDKS = ['ours', 'real'] as const

beforeAll(async () => {
  ;[anvil, server, browser] = await Promise.all([
    startAnvil(),
    startPagesServer(['host-page', 'app-page']),
    launchChromium(),
  ])
  await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, alwaysReturns('0x1626ba7e')])
  await anvil.rpc('anvil_setStorageAt', [SAFE_ADDRESS, '0x1', `0x${'2a'.padStart(64, '0')}`])
  execTx = await sendTransfer(anvil)
  wallet = await openWallet(browser, server, { walletQuery: { rpc: anvil.url, execTx } })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await anvil?.stop()
})

describe('reads: both SDKs get the wallet data with the reference wire shapes', () => {
  test.each(SDKS)('%s SDK', async (sdk) => {
    const result = await inApp(
      wallet.app,
      async (app, arg) => {
        const s = app[arg.sdk as 'ours'] as unknown as import('@concord/apps-sdk').AppsSdk
        return {
          info: await s.safe.getInfo(),
          chain: await s.safe.getChainInfo(),
          usd: await s.safe.experimental_getBalances(),
          eur: await s.safe.experimental_getBalances({ currency: 'eur' }),
          env: await s.safe.getEnvironmentInfo(),
          tx: await s.txs.getBySafeTxHash(arg.known),
          signature: await s.safe.getOffChainSignature(arg.signed),
          pending: await s.safe.getOffChainSignature(`0x${'cd'.repeat(32)}`),
        }
      },
      { sdk, known: KNOWN_SAFE_TX_HASH, signed: SIGNED_SAFE_MESSAGE.hash },
    )
    expect(value(result)).toEqual({
      info: SAFE_INFO,
      chain: CHAIN_INFO,
      usd: balancesIn('usd'),
      eur: balancesIn('eur'),
      env: { origin: server.walletOrigin },
      tx: {
        safeAddress: SAFE_ADDRESS,
        txId: `multisig_${SAFE_ADDRESS}_${KNOWN_SAFE_TX_HASH}`,
        txStatus: 'SUCCESS',
        txHash: execTx,
      },
      signature: SIGNED_SAFE_MESSAGE.signature,
      // Not fully signed yet: the wallet answers '' instead of leaving the app waiting.
      pending: '',
    })

    const wire = value(await inHost(wallet.page, (bridge) => bridge.wire.splice(0))) as Record<string, unknown>[]
    expect(wire.map((r) => [r.method, r.params])).toEqual([
      ['getSafeInfo', undefined],
      ['getChainInfo', undefined],
      ['getSafeBalances', { currency: 'usd' }],
      ['getSafeBalances', { currency: 'eur' }],
      ['getEnvironmentInfo', undefined],
      ['getTxBySafeTxHash', { safeTxHash: KNOWN_SAFE_TX_HASH }],
      ['getOffChainSignature', SIGNED_SAFE_MESSAGE.hash],
      ['getOffChainSignature', `0x${'cd'.repeat(32)}`],
    ])
    for (const request of wire) {
      expect(request).toMatchObject({
        id: sdk === 'ours' ? expect.stringMatching(/^[0-9a-f]{20}$/) : expect.stringMatching(/^[0-9a-f]{10}$/),
        env: { sdkVersion: '9.1.0' },
      })
    }
    // Every reply: same id, success, the wallet's version, the data; one reply per request.
    const received = value(await inApp(wallet.app, (app) => app.received.splice(0).map((m) => m.data))) as Record<
      string,
      unknown
    >[]
    expect(received.map((r) => r.id)).toEqual(wire.map((r) => r.id))
    for (const reply of received) expect(Object.keys(reply).sort()).toEqual(['data', 'id', 'success', 'version'])
    expect(received[0]).toEqual({ id: wire[0]?.id, success: true, version: '9.1.0', data: SAFE_INFO })
  })
})

describe('rpcCall: every proxied eth call reaches anvil and returns what anvil returns', () => {
  test.each(SDKS)('%s SDK', async (sdk) => {
    const block1 = await anvil.rpc<{ hash: string }>('eth_getBlockByNumber', ['0x1', false])
    const estimate = { from: DEV_ACCOUNT, to: OTHER_ACCOUNT, value: '0x1' }
    const expected = {
      call: await anvil.rpc('eth_call', [{ to: SAFE_ADDRESS, data: '0x12345678' }, 'latest']),
      gasPrice: await anvil.rpc('eth_gasPrice'),
      logs: await anvil.rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]),
      balance: await anvil.rpc('eth_getBalance', [DEV_ACCOUNT, 'latest']),
      code: await anvil.rpc('eth_getCode', [SAFE_ADDRESS, 'latest']),
      byHash: await anvil.rpc('eth_getBlockByHash', [block1.hash, false]),
      byNumber: block1,
      storage: await anvil.rpc('eth_getStorageAt', [SAFE_ADDRESS, '0x1', 'latest']),
      tx: await anvil.rpc('eth_getTransactionByHash', [execTx]),
      receipt: await anvil.rpc('eth_getTransactionReceipt', [execTx]),
      count: await anvil.rpc('eth_getTransactionCount', [DEV_ACCOUNT, 'latest']),
      estimate: await anvil.rpc('eth_estimateGas', [estimate]),
    }
    const result = await inApp(
      wallet.app,
      async (app, a) => {
        const eth = (app[a.sdk as 'ours'] as unknown as import('@concord/apps-sdk').AppsSdk).eth
        return {
          call: await eth.call([{ to: a.safe, data: '0x12345678' }]),
          gasPrice: await eth.getGasPrice(),
          logs: await eth.getPastLogs([{ fromBlock: '0x0', toBlock: 'latest' }]),
          balance: await eth.getBalance([a.dev]),
          code: await eth.getCode([a.safe]),
          byHash: await eth.getBlockByHash([a.block]),
          byNumber: await eth.getBlockByNumber([1]),
          storage: await eth.getStorageAt([a.safe, 1]),
          tx: await eth.getTransactionByHash([a.tx]),
          receipt: await eth.getTransactionReceipt([a.tx]),
          count: await eth.getTransactionCount([a.dev]),
          estimate: await eth.getEstimateGas(a.estimate),
        }
      },
      { sdk, safe: SAFE_ADDRESS, dev: DEV_ACCOUNT, block: block1.hash, tx: execTx, estimate },
    )
    expect(value(result)).toEqual(expected)
    const wire = value(await inHost(wallet.page, (bridge) => bridge.wire.splice(0))) as {
      params: { call: string; params: unknown[] }
    }[]
    // Defaults and integer formatting happen in the SDK, before the wire, exactly as the reference SDK does.
    expect(wire.map((r) => r.params)).toContainEqual({ call: 'eth_getBlockByNumber', params: ['0x1', false] })
    expect(wire.map((r) => r.params)).toContainEqual({
      call: 'eth_getStorageAt',
      params: [SAFE_ADDRESS, '0x1', 'latest'],
    })
    expect(wire.map((r) => r.params)).toContainEqual({ call: 'eth_getBalance', params: [DEV_ACCOUNT, 'latest'] })
    await inApp(wallet.app, (app) => app.received.splice(0))
  })

  test('a call outside the allow-list, an unknown method and a failing node each get exactly one error reply', async () => {
    const outcome = await inApp(
      wallet.app,
      async (app, a) => {
        const send = (sdk: 'ours' | 'real', method: string, params: unknown) =>
          (app[sdk] as unknown as { communicator: { send(m: string, p: unknown): Promise<unknown> } }).communicator
            .send(method, params)
            .then(
              () => 'resolved',
              (e: Error) => e.message,
            )
        return {
          ours: await send('ours', 'rpcCall', { call: 'eth_sendTransaction', params: [{ from: a.dev }] }),
          real: await send('real', 'rpcCall', { call: 'anvil_setBalance', params: [a.dev, '0x0'] }),
          unknown: await send('real', 'getCurrentTheme', undefined),
          failing: await send('ours', 'rpcCall', { call: 'eth_getBlockByNumber', params: ['not-a-block'] }),
        }
      },
      { dev: DEV_ACCOUNT },
    )
    expect(value(outcome)).toEqual({
      ours: 'rpcCall eth_sendTransaction is not allowed',
      real: 'rpcCall anvil_setBalance is not allowed',
      unknown: 'getCurrentTheme is not supported by this wallet',
      failing: 'Request failed',
    })
    const calls = value(
      await inHost(wallet.page, (bridge) => bridge.calls.filter((c) => c.method === 'rpcCall').map((c) => c.params)),
    )
    expect(JSON.stringify(calls)).not.toContain('eth_sendTransaction')
    expect(JSON.stringify(calls)).not.toContain('anvil_setBalance')
    expect(await anvil.rpc('eth_getBalance', [DEV_ACCOUNT, 'latest'])).not.toBe('0x0')
  })
})

describe('EIP-1271 checks through the bridge', () => {
  test.each(SDKS)('%s SDK: both magic values count, no contract code means not signed', async (sdk) => {
    const check = async () =>
      value(
        await inApp(
          wallet.app,
          async (app, a) => {
            const s = (app[a.sdk as 'ours'] as unknown as import('@concord/apps-sdk').AppsSdk).safe
            return [
              await s.isMessageSigned('hello', '0x1234'),
              await s.isMessageHashSigned(s.calculateMessageHash('x')),
            ]
          },
          { sdk },
        ),
      )
    await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, alwaysReturns('0x1626ba7e')])
    expect(await check()).toEqual([true, true])
    await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, alwaysReturns('0x20c13b0b')])
    expect(await check()).toEqual([true, true])
    await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, '0x'])
    expect(await check()).toEqual([false, false])
    await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, alwaysReturns('0x1626ba7e')])

    const calls = value(await inHost(wallet.page, (bridge) => bridge.wire.splice(0))) as {
      method: string
      params: { call?: string; params?: [{ data: string }] }
    }[]
    const selectors = calls
      .filter((c) => c.params?.call === 'eth_call')
      .map((c) => c.params.params?.[0].data.slice(0, 10))
    // bytes32 form first; the legacy bytes form only when the first did not answer its magic value.
    expect(selectors.slice(0, 2)).toEqual(['0x1626ba7e', '0x1626ba7e'])
    expect(selectors.slice(2, 6)).toEqual(['0x1626ba7e', '0x20c13b0b', '0x1626ba7e', '0x20c13b0b'])
    await inApp(wallet.app, (app) => app.received.splice(0))
  })
})
