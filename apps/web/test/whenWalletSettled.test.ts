import { defineChain } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { deferredWagmiConfig } from '../src/connection/deferredWagmiConfig'
import { createWagmiConfig } from '../src/connection/wagmiConfig'
import { whenWalletSettled } from '../src/connection/whenWalletSettled'

const chain = defineChain({
  id: 100,
  name: 'Chain 100',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/100'] } },
})

/** Whether `promise` has settled once pending callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return settled
}

afterEach(() => vi.useRealTimers())

describe('a write waits for the last wallet to reconnect', () => {
  test('while wagmi reconnects (the account known, its connector a stored stub) a signature waits; then it goes on', async () => {
    const real = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    real.setState((state) => ({ ...state, status: 'reconnecting' }))
    const waiting = whenWalletSettled(real)
    expect(await isSettled(waiting)).toBe(false)
    real.setState((state) => ({ ...state, status: 'connected' }))
    expect(await waiting).toBe(real)
  })

  test('a config still loading after the first paint, with a wallet stored, is waited for until its reconnect ends', async () => {
    const real = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    let load: () => void = () => undefined
    const loaded = new Promise<void>((resolve) => {
      load = resolve
    })
    const wagmi = deferredWagmiConfig([chain], true, async () => {
      await loaded
      return real
    })
    const waiting = whenWalletSettled(wagmi)
    expect(await isSettled(waiting)).toBe(false)
    load()
    // The loaded config's reconnect finds no wallet here: the write goes on, to fail in words as not connected.
    expect(await waiting).toBe(wagmi)
    expect(wagmi.state.status).toBe('disconnected')
  })

  test('a connected or disconnected wallet goes on at once; a reconnect that hangs is waited for 15 s at most', async () => {
    const real = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    real.setState((state) => ({ ...state, status: 'disconnected' }))
    expect(await isSettled(whenWalletSettled(real))).toBe(true)

    vi.useFakeTimers()
    real.setState((state) => ({ ...state, status: 'reconnecting' }))
    const waiting = whenWalletSettled(real)
    await vi.advanceTimersByTimeAsync(14_000)
    expect(await isSettled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await waiting).toBe(real)
  })
})
