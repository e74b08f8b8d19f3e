import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { DEV_WALLET_ID } from '../src/connection/devWallet/devWalletConnector'
import { createWagmiConfig } from '../src/connection/wagmiConfig'
import { attachWalletDetails } from '../src/features/wallet-bar/rainbowWallets'

const chain = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })
const config = defaultRuntimeConfig({})
const setup = (ids: number[]) => ({ chains: ids.map(chain), config })

describe('wallet list', () => {
  test('the dev wallet is offered only when the gateway serves the dev chain', () => {
    const ids = (chains: number[]) => createWagmiConfig(setup(chains)).connectors.map((c) => c.id)
    expect(ids([31337, 1])).toEqual([DEV_WALLET_ID, 'injected'])
    expect(ids([1])).toEqual(['injected'])
  })

  test('the wagmi config covers every gateway chain and refuses an empty list', () => {
    const wagmi = createWagmiConfig(setup([31337, 100]))
    expect(wagmi.chains.map((c) => c.id)).toEqual([31337, 100])
    expect(() => createWagmiConfig(setup([]))).toThrow(/lists no chains/)
  })

  test('once RainbowKit loads, the same connectors get the names and group its connect dialog lists', () => {
    const wagmi = createWagmiConfig(setup([31337]))
    const before = [...wagmi.connectors]
    let notified = 0
    wagmi._internal.connectors.subscribe(() => notified++)
    attachWalletDetails(wagmi, setup([31337]))
    // Same objects: a connection wagmi restored before the island arrived stays valid.
    expect(wagmi.connectors.every((connector, i) => connector === before[i])).toBe(true)
    const details = wagmi.connectors.map((c) => (c as unknown as { rkDetails?: Record<string, unknown> }).rkDetails)
    expect(details.map((d) => [d?.id, d?.name, d?.groupName, d?.isRainbowKitConnector])).toEqual([
      [DEV_WALLET_ID, 'Dev wallet', 'Installed', true],
      ['injected', 'Browser Wallet', 'Installed', true],
    ])
    expect(notified).toBe(1)
    // A second load (another island mount) changes nothing.
    attachWalletDetails(wagmi, setup([31337]))
    expect(notified).toBe(1)
  })
})
