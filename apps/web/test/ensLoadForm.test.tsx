// @vitest-environment happy-dom
import { type DevChain, devEnsRegistryAddress, startDevChain } from '@concord/devchain'
import { type ChainInfo, GatewayError, type SafeInfo } from '@concord/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { LoadSafeForm } from '../src/features/welcome/LoadSafeForm'
import { AppServicesProvider as AppContextProvider } from '../src/services/appContext'
import type { AppServices as AppContextValue } from '../src/services/appServices'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
})
afterEach(() => cleanup())
afterAll(async () => {
  // Let the window finish its pending requests before the node goes away.
  await (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete()
  await chain?.stop()
})

const chainInfo = (overrides: Partial<ChainInfo>) =>
  ({
    chainId: '31337',
    chainName: 'Concord Devnet',
    shortName: 'dev',
    features: ['DOMAIN_LOOKUP'],
    ensRegistryAddress: devEnsRegistryAddress,
    ...overrides,
  }) as ChainInfo

function OpenedSafe() {
  return <p>Opened {useParams().safe}</p>
}

function renderForm(chains: ChainInfo[], watched: string[] = []) {
  const devChain = defineChain({
    id: chain.chainId,
    name: 'Concord Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wagmiConfig = createConfig({ chains: [devChain], transports: { [devChain.id]: http() }, storage: null })
  // The gateway knows the demo Safes; any other address is no Safe (its 404).
  const safes = [chain.demo.safe.address, chain.demo.safe130.address].map((a) => a.toLowerCase())
  const gateway = {
    getSafeInfo: async (_chainId: string, address: string): Promise<SafeInfo> => {
      if (safes.includes(address.toLowerCase())) return {} as SafeInfo
      throw new GatewayError('not found', { code: 'GATEWAY_HTTP_ERROR', url: 'http://gw', status: 404 })
    },
  }
  const app = { chains, wagmiConfig, gateway } as unknown as AppContextValue
  render(
    <AppContextProvider value={app}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<LoadSafeForm onWatch={(entry) => watched.push(entry)} />} />
            <Route path="/:safe/home" element={<OpenedSafe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AppContextProvider>,
  )
  return screen.getByLabelText('Safe address') as HTMLInputElement
}

describe('load a Safe by ENS name', () => {
  test('shows Resolving…, then the address the name points to; Open opens that Safe', async () => {
    const input = renderForm([chainInfo({})])
    fireEvent.input(input, { target: { value: 'demo.concord.eth' } })
    expect(screen.getByRole('status').textContent).toBe('Resolving…')
    const resolved = await screen.findByText(chain.demo.safe.address, {}, { timeout: 10_000 })
    expect(resolved.closest('p')?.textContent).toBe(`demo.concord.eth → ${chain.demo.safe.address}`)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByText(`Opened dev:${chain.demo.safe.address}`)).toBeTruthy()
  })

  test('a button pressed while the name resolves acts once it has resolved', async () => {
    const watched: string[] = []
    const input = renderForm([chainInfo({})], watched)
    fireEvent.input(input, { target: { value: 'dev:Legacy.Concord.eth' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    await screen.findByText(chain.demo.safe130.address, {}, { timeout: 10_000 })
    await expect.poll(() => watched).toEqual([`dev:${chain.demo.safe130.address}`])
  })

  test('a name without an address says so and opens nothing', async () => {
    const input = renderForm([chainInfo({})])
    fireEvent.input(input, { target: { value: 'demo.nope.eth' } })
    const alert = await screen.findByText('No address found for demo.nope.eth', {}, { timeout: 10_000 })
    expect(alert.getAttribute('role')).toBe('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.queryByText(/^Opened/)).toBeNull()
  })

  test('on a chain without ENS (no registry, or DOMAIN_LOOKUP off) a name is refused with a clear text', () => {
    const input = renderForm([
      chainInfo({ ensRegistryAddress: null, chainName: 'No-ENS chain' }),
      chainInfo({ chainId: '5', shortName: 'off', chainName: 'Lookup-off chain', features: [] }),
    ])
    fireEvent.input(input, { target: { value: 'demo.concord.eth' } })
    expect(screen.getByRole('alert').textContent).toBe('No-ENS chain has no ENS names: enter the Safe address (0x…).')
    fireEvent.input(input, { target: { value: 'off:demo.concord.eth' } })
    expect(screen.getByRole('alert').textContent).toBe(
      'Lookup-off chain has no ENS names: enter the Safe address (0x…).',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.queryByText(/^Opened/)).toBeNull()
  })

  test('an address still opens directly, garbage gets the address hint, and an address that is no Safe is refused in the form', async () => {
    const input = renderForm([chainInfo({})])
    fireEvent.input(input, { target: { value: 'nonsense' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a valid Safe address (0x… with 40 hex digits) or an ENS name (name.eth).',
    )
    // Issue 35 point 6: an owner's plain account is no Safe: said here, nothing opens.
    const account = chain.accounts[0]?.address ?? ''
    fireEvent.input(input, { target: { value: account } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${account} is not a Safe on Concord Devnet. Check the address and the network.`,
    )
    expect(screen.queryByText(/^Opened/)).toBeNull()
    fireEvent.input(input, { target: { value: chain.demo.safe.address.toLowerCase() } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByText(`Opened dev:${chain.demo.safe.address}`)).toBeTruthy()
  })
})
