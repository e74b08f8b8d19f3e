import { SAFE_INFO } from '@concord/test-kit/bridge'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  type AppHostHandlers,
  type AppHostOptions,
  createAppHost,
  DEFAULT_TIMEOUTS,
  type HostMessageEvent,
  InvalidHostOptionsError,
} from '../src/index.js'

// The host's timers on a fake clock (vitest's fake timers): the defaults, and what happens around each deadline.
// The browser tests (timeouts.test.ts) run the same paths on the real bridge with short timeouts.
const APP = 'https://app.example'
const never = () => new Promise<never>(() => undefined)

function attach(handlers: Partial<AppHostHandlers>, options: Partial<AppHostOptions> = {}) {
  const posted: { id: string; success: boolean; data?: unknown; error?: string; to: string }[] = []
  const errors: string[] = []
  const frame = { postMessage: (reply: never, to: string) => posted.push({ ...(reply as object), to } as never) }
  let listener: ((event: HostMessageEvent) => void) | undefined
  const host = createAppHost({
    iframe: { contentWindow: frame },
    appUrl: `${APP}/index.html`,
    window: {
      addEventListener: (_type, l) => {
        listener = l
      },
      removeEventListener: () => {
        listener = undefined
      },
    },
    handlers: { getSafeInfo: () => SAFE_INFO as never, ...handlers },
    onUserRequest: () => undefined,
    onError: (error, method) => errors.push(`${method}: ${String(error)}`),
    ...options,
  })
  const send = (id: string, method: string, params?: unknown) =>
    listener?.({ data: { id, method, params, env: { sdkVersion: '9.1.0' } }, origin: APP, source: frame })
  return { host, posted, errors, send }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('timeouts on a fake clock', () => {
  test('defaults: wallet data waits 15 s, a forwarded node call 20 s, then the app gets a timeout error', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ rpcCallMs: 20_000, handlerMs: 15_000 })
    const signals: AbortSignal[] = []
    const bridge = attach({
      getTxBySafeTxHash: (_p, signal) => {
        signals.push(signal)
        return never()
      },
      rpcCall: (_call, _params, signal) => {
        signals.push(signal)
        return never()
      },
    })
    bridge.send('tx', 'getTxBySafeTxHash', { safeTxHash: `0x${'11'.repeat(32)}` })
    bridge.send('rpc', 'rpcCall', { call: 'eth_getLogs', params: [{ fromBlock: '0x0' }] })
    vi.advanceTimersByTime(14_999)
    expect(bridge.posted).toEqual([])
    vi.advanceTimersByTime(1)
    expect(bridge.posted).toEqual([
      {
        id: 'tx',
        success: false,
        version: '9.1.0',
        to: APP,
        error:
          "getTxBySafeTxHash timed out: the wallet did not get this data within 15000 ms. Retry later; the wallet's data source (its gateway or node) is slow or unreachable.",
      },
    ])
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    vi.advanceTimersByTime(5_000)
    expect(bridge.posted[1]?.error).toBe(
      "rpcCall eth_getLogs timed out: the wallet's node did not answer within 20000 ms. Retry later; if it keeps timing out, the wallet's RPC endpoint is down or overloaded.",
    )
    expect(signals[1]?.aborted).toBe(true)
    expect(signals[1]?.reason).toMatchObject({ name: 'HandlerTimeoutError', code: 'HANDLER_TIMEOUT' })
    expect(bridge.errors).toEqual([
      "getTxBySafeTxHash: HandlerTimeoutError: The wallet's getTxBySafeTxHash handler did not settle within 15000 ms; the app was answered with a timeout error and the call was aborted. Check the wallet's data source, or raise timeouts.handlerMs.",
      "rpcCall: HandlerTimeoutError: The wallet's rpcCall handler (eth_getLogs) did not settle within 20000 ms; the app was answered with a timeout error and the call was aborted. Check the wallet's RPC endpoint, or raise timeouts.rpcCallMs.",
    ])
  })

  test('a result or a failure after the timeout sends nothing more and reports nothing more', async () => {
    const late: { resolve(v: unknown): void; reject(e: Error): void }[] = []
    const bridge = attach(
      { getSafeBalances: () => new Promise((resolve, reject) => late.push({ resolve, reject })) },
      { timeouts: { handlerMs: 50 } },
    )
    bridge.send('a', 'getSafeBalances', { currency: 'usd' })
    bridge.send('b', 'getSafeBalances', { currency: 'eur' })
    vi.advanceTimersByTime(50)
    late[0]?.resolve({ fiatTotal: '1' })
    late[1]?.reject(new Error('gateway 502'))
    await vi.runAllTimersAsync()
    expect(bridge.posted.map((r) => [r.id, r.success])).toEqual([
      ['a', false],
      ['b', false],
    ])
    expect(bridge.errors).toHaveLength(2)
    expect(bridge.errors.join()).not.toContain('gateway 502')
  })

  test('answers in time leave no timer behind; synchronous answers never start one', async () => {
    const bridge = attach({ getChainInfo: async () => ({ chainId: '1' }) })
    bridge.send('info', 'getSafeInfo')
    expect(bridge.posted).toHaveLength(1) // replied before send() returned
    expect(vi.getTimerCount()).toBe(0)
    bridge.send('chain', 'getChainInfo')
    expect(vi.getTimerCount()).toBe(1)
    await vi.waitFor(() => expect(bridge.posted).toHaveLength(2))
    expect(vi.getTimerCount()).toBe(0)
    expect(bridge.posted[1]).toMatchObject({ id: 'chain', success: true, data: { chainId: '1' } })
  })

  test('destroy() clears every timer and answers once; a later expiry sends nothing', () => {
    const bridge = attach({ getChainInfo: never }, { timeouts: { handlerMs: 50 } })
    bridge.send('chain', 'getChainInfo')
    bridge.host.destroy()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(bridge.posted.map((r) => r.error)).toEqual([
      "getChainInfo was cancelled: the wallet closed this app's session before the answer came. Reload the app to continue.",
    ])
  })

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])('refuses a timeout of %s ms', (ms) => {
    expect(() => attach({}, { timeouts: { rpcCallMs: ms } })).toThrow(InvalidHostOptionsError)
  })
})
