// @vitest-environment happy-dom
import type { ChainInfo } from '@concord/gateway-client'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { SafeChainGate } from '../src/connection/SafeChainGate'
import { CurrentSafeProvider } from '../src/services/currentSafe'

afterEach(cleanup)

const chainOf = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })
const safeChain = chainOf(31337, 'Anvil')
const otherChain = chainOf(100, 'Other')
const SAFE = '0x00000000000000000000000000000000000000aa'

/** A wallet (wagmi's mock connector, which switches chains when asked) connected on `walletChainId`. */
async function renderGate(walletChainId: number, switchChainError = false) {
  // The mock wallet starts on the first chain listed, so connecting needs no switch.
  const chains =
    walletChainId === safeChain.id ? ([safeChain, otherChain] as const) : ([otherChain, safeChain] as const)
  const config = createConfig({
    chains,
    transports: { [safeChain.id]: http(), [otherChain.id]: http() },
    connectors: [mock({ accounts: ['0x00000000000000000000000000000000000000b0'], features: { switchChainError } })],
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const chain = { chainId: String(safeChain.id), chainName: 'Devnet', shortName: 'dev' } as ChainInfo
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
        <SafeChainGate>
          <button type="button">Confirm</button>
        </SafeChainGate>
      </CurrentSafeProvider>
    </WagmiProvider>,
  )
  const connector = config.connectors[0]
  if (!connector) throw new Error('connector missing')
  await act(() => connect(config, { connector }))
}

describe('Confirm on the wrong network', () => {
  test('offers "Switch to <chain>" in place of Confirm, and Confirm once the wallet has switched', async () => {
    await renderGate(otherChain.id)
    const switchButton = await screen.findByRole('button', { name: 'Switch to Devnet' })
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
    expect(screen.getByText(/Your wallet is on Other; this Safe is on Devnet/)).toBeTruthy()
    fireEvent.click(switchButton)
    await screen.findByRole('button', { name: 'Confirm' })
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull()
  })

  test("declining the switch in the wallet is said in words, without viem's text", async () => {
    await renderGate(otherChain.id, true)
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Devnet' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/You cancelled the request in your wallet/)
    expect(alert.textContent).not.toMatch(/viem@|Version:/)
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  })

  test("on the Safe's chain, Confirm is offered as it is", async () => {
    await renderGate(safeChain.id)
    await screen.findByRole('button', { name: 'Confirm' })
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull()
  })
})
