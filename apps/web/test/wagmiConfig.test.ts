import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { DEV_WALLET_ID } from '../src/features/wallet/devWallet/devWalletConnector'
import { createWagmiConfig, firstPaintWallets } from '../src/features/wallet/wagmiConfig'

const chain = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })
const config = defaultRuntimeConfig({})

describe('wallet list', () => {
  test('the dev wallet is offered only when the gateway serves the dev chain', () => {
    const ids = (chains: number[]) =>
      firstPaintWallets({ chains: chains.map(chain), config })
        .flatMap((group) => group.wallets)
        .map((createWallet) => createWallet({ projectId: 'x', appName: 'Concord' } as never).id)
    expect(ids([31337, 1])).toEqual([DEV_WALLET_ID, 'injected'])
    expect(ids([1])).toEqual(['injected'])
  })

  test('the wagmi config covers every gateway chain and refuses an empty list', () => {
    const wagmi = createWagmiConfig({ chains: [chain(31337), chain(100)], config })
    expect(wagmi.chains.map((c) => c.id)).toEqual([31337, 100])
    expect(wagmi.connectors.map((c) => c.id)).toContain(DEV_WALLET_ID)
    expect(() => createWagmiConfig({ chains: [], config })).toThrow(/lists no chains/)
  })
})
