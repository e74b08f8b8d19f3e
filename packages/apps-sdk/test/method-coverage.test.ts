import { BRIDGE_METHODS, METHODS, type Method } from '@concord/apps-contract'
import { expect, test } from 'vitest'
import type { FrameWindow, IncomingMessage } from '../src/communicator.js'
import { AppsSdk } from '../src/sdk.js'

type SdkCall = (sdk: AppsSdk) => Promise<unknown>

// Keyed by every method of the contract's table: a method added to BRIDGE_METHODS without an SDK call here (and so
// without one in the SDK) is a type error, and the test below fails when the call does not send that method.
const sdkCalls: Record<Method, SdkCall> = {
  sendTransactions: (sdk) =>
    sdk.txs.send({ txs: [{ to: '0x0000000000000000000000000000000000000001', value: '0', data: '0x' }] }),
  rpcCall: (sdk) => sdk.eth.getGasPrice(),
  getChainInfo: (sdk) => sdk.safe.getChainInfo(),
  getSafeInfo: (sdk) => sdk.safe.getInfo(),
  getTxBySafeTxHash: (sdk) => sdk.txs.getBySafeTxHash(`0x${'ab'.repeat(32)}`),
  getSafeBalances: (sdk) => sdk.safe.getBalances(),
  signMessage: (sdk) => sdk.txs.signMessage('hello'),
  signTypedMessage: (sdk) =>
    sdk.txs.signTypedMessage({ domain: {}, types: { Mail: [{ name: 'a', type: 'string' }] }, message: { a: 'x' } }),
  getEnvironmentInfo: (sdk) => sdk.safe.getEnvironmentInfo(),
  getOffChainSignature: (sdk) => sdk.safe.getOffChainSignature(`0x${'cd'.repeat(32)}`),
  requestAddressBook: (sdk) => sdk.safe.requestAddressBook(),
  wallet_getPermissions: (sdk) => sdk.wallet.getPermissions(),
  wallet_requestPermissions: (sdk) => sdk.wallet.requestPermissions([{ requestAddressBook: {} }]),
}

// @ts-expect-error a record over the table's methods that leaves one out does not type-check
const _missing: Record<Method, SdkCall> = { getSafeInfo: (sdk) => sdk.safe.getInfo() }
void _missing

/** A parent frame that records each method and grants the address book, so requestAddressBook reaches the wire. */
function recordingFrame(): { window: FrameWindow; sent: string[] } {
  const sent: string[] = []
  const listeners = new Set<(event: IncomingMessage) => void>()
  const parent = {
    postMessage(message: unknown) {
      const { id, method } = message as { id: string; method: string }
      sent.push(method)
      const reply =
        method === 'wallet_getPermissions'
          ? { id, success: true, version: '9.1.0', data: [{ parentCapability: 'requestAddressBook', caveats: [] }] }
          : { id, success: false, version: '9.1.0', error: 'recorded' }
      queueMicrotask(() => {
        for (const listener of listeners) listener({ data: reply, origin: 'https://wallet.test', source: parent })
      })
    },
  }
  const window: FrameWindow = {
    parent,
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  }
  return { window, sent }
}

test.each(METHODS)('the SDK has a call that sends %s', async (method) => {
  const frame = recordingFrame()
  const sdk = new AppsSdk({ window: frame.window })
  await sdkCalls[method](sdk).catch(() => undefined)
  expect(frame.sent).toContain(method)
  sdk.communicator.destroy()
})

test('the table and the SDK agree on the method names', () => {
  expect(Object.keys(sdkCalls).sort()).toEqual(Object.keys(BRIDGE_METHODS).sort())
})
