// @vitest-environment happy-dom
import { type AnvilInstance, startAnvil } from '@concord/devchain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { devWalletConnector } from '../src/connection/devWallet/devWalletConnector'
import { WRONG_NETWORK_TEXT, WrongNetworkBanner } from '../src/features/wallet-bar/WrongNetworkBanner'
import { useWalletModalRequest } from '../src/features/wallet-bar/walletModals'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(async () => {
  cleanup()
  // Let the window finish its pending requests before the node goes away.
  await (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete()
  await anvil?.stop()
})

const otherChain = defineChain({
  id: 100,
  name: 'Other',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** Shows the wallet dialog the app has asked for, as the wallet island would read it. */
function ModalRequestProbe() {
  return <span data-testid="modal-request">{useWalletModalRequest() ?? ''}</span>
}

describe('wrong network', () => {
  test('a wallet on a chain the gateway does not serve gets the spec text and a way out', async () => {
    // The app serves only chain 100; the dev wallet sits on anvil's 31337.
    const config = createConfig({
      chains: [otherChain],
      transports: { [otherChain.id]: http() },
      connectors: [devWalletConnector({ rpcUrl: anvil.rpcUrl, chainId: 31337 })],
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={new QueryClient()}>
          <WrongNetworkBanner />
          <ModalRequestProbe />
        </QueryClientProvider>
      </WagmiProvider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    const connector = config.connectors[0]
    if (!connector) throw new Error('connector missing')
    await act(() => connect(config, { connector }))
    const alert = await screen.findByRole('alert')
    expect(WRONG_NETWORK_TEXT).toBe('Wrong network detected, switch or disconnect to continue.')
    expect(alert.textContent).toContain(WRONG_NETWORK_TEXT)
    // "Switch network" asks for RainbowKit's network dialog (served by the wallet island once it has loaded).
    expect(screen.getByTestId('modal-request').textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }))
    expect(screen.getByTestId('modal-request').textContent).toBe('chain')
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    await act(() => disconnect(config))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
