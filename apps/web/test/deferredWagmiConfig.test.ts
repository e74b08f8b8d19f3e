import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAccount, watchAccount } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { deferredWagmiConfig, wasWalletConnected, whenWagmiReady } from '../src/connection/deferredWagmiConfig'
import { createWagmiConfig } from '../src/connection/wagmiConfig'

const chain = defineChain({
  id: 100,
  name: 'Chain 100',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/100'] } },
})
const owner = '0x00000000000000000000000000000000000000aa'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the wallet config loaded after the first paint', () => {
  test('reads as no wallet until it has loaded, then the header hears of the wallet it reconnects', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const real = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    const wagmi = deferredWagmiConfig([chain], false, async () => {
      await gate
      return real
    })
    expect(getAccount(wagmi).status).toBe('disconnected')
    expect(wagmi.connectors).toEqual([])
    // A chain read before then still has a client for the chain.
    expect((wagmi.getClient({ chainId: 100 }) as { chain?: { id: number } }).chain?.id).toBe(100)
    const seen: (string | undefined)[] = []
    watchAccount(wagmi, { onChange: (account) => seen.push(account.address) })

    release()
    expect(await whenWagmiReady(wagmi)).toBe(real)
    expect(wagmi.connectors).toBe(real.connectors)
    const connector = real._internal.connectors.setup(mock({ accounts: [owner] }))
    real._internal.connectors.setState((current) => [...current, connector])
    await connector.connect()
    real.setState((state) => ({
      ...state,
      status: 'connected',
      current: connector.uid,
      connections: new Map([[connector.uid, { accounts: [owner], chainId: 100, connector }]]),
    }))
    expect(getAccount(wagmi).address).toBe(owner)
    expect(seen).toContain(owner)
  })

  test('a wallet connected last time reads as reconnecting meanwhile, not as "Connect"', () => {
    const storage = memoryStorage()
    expect(wasWalletConnected(storage)).toBe(false)
    storage.setItem('concord.wagmi.store', JSON.stringify({ state: { current: 'abc', chainId: 100 } }))
    expect(wasWalletConnected(storage)).toBe(true)
    const wagmi = deferredWagmiConfig([chain], true, () => new Promise(() => undefined))
    expect(getAccount(wagmi).status).toBe('reconnecting')
  })

  test('with no wallet to reconnect it loads only when a wallet button asks; with one, at once', async () => {
    const real = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    let loads = 0
    const load = async () => {
      loads++
      return real
    }
    const idle = deferredWagmiConfig([chain], false, load)
    // Reading a Safe needs no wallet: nothing loads however long the page stays open.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loads).toBe(0)
    expect(getAccount(idle).status).toBe('disconnected')
    expect(await whenWagmiReady(idle)).toBe(real)
    expect(await whenWagmiReady(idle)).toBe(real)
    expect(loads).toBe(1)

    const stored = deferredWagmiConfig([chain], true, load)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(2)
    expect(await whenWagmiReady(stored)).toBe(real)
    expect(loads).toBe(2)
  })
})
