// @vitest-environment happy-dom
import type { ChainInfo } from '@concord/gateway-client'
import { safeAbi } from '@concord/protocol'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { type Address, decodeFunctionData, getAddress } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { BOOKS_KEY } from '../src/features/address-book/books'
import { ModulesCard } from '../src/features/settings/contract/ModulesCard'
import { OwnersCard } from '../src/features/settings/owners/OwnersCard'
import type { SafeSetup } from '../src/features/settings/safeSetup'
import { AppServicesProvider } from '../src/services/appContext'
import type { AppServices } from '../src/services/appServices'
import { CurrentSafeProvider as SafeContextProvider } from '../src/services/currentSafe'
import { loadDraft } from '../src/tx-draft/draftStore'
import { SAFE } from './fixtures'
import { openablePicker } from './openablePicker'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
})

const chain = { chainId: '31337', shortName: 'dev' } as unknown as ChainInfo
const A = getAddress('0x1111111111111111111111111111111111111111')
const B = getAddress('0x2222222222222222222222222222222222222222')
const NEW = getAddress('0x3333333333333333333333333333333333333333')
const safe: SafeSetup = {
  address: SAFE,
  owners: [A, B],
  threshold: 1,
  modules: [],
  version: '1.4.1',
  implementation: getAddress('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  fallbackHandler: null,
  guard: null,
  moduleGuard: null,
}

// The gateway as the owner forms' deadlock check reads it: every owner is a key (no Safe) unless `safes` says otherwise.
function gatewayWith(safes: Record<string, { owners: Address[]; threshold: number }> = {}) {
  return {
    getSafeInfo: async (_chainId: string, address: string) => {
      const found = safes[getAddress(address)]
      if (!found) throw new Error(`Safe ${address} not found`)
      return {
        address: { value: getAddress(address) },
        owners: found.owners.map((value) => ({ value })),
        threshold: found.threshold,
      }
    },
  }
}

function renderSettings(
  card: 'owners' | 'modules',
  canManage: boolean,
  gateway: ReturnType<typeof gatewayWith> = gatewayWith(),
) {
  const page =
    card === 'owners' ? (
      <OwnersCard safe={safe} names={{}} canManage={canManage} />
    ) : (
      <ModulesCard safe={safe} names={{}} canManage={canManage} />
    )
  // The owner fields resolve ENS names: they need the app and a query client (this chain has no ENS, so no reads).
  const app = { wagmiConfig: {}, gateway } as unknown as AppServices
  render(
    <AppServicesProvider value={app}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/dev:${SAFE}/settings`]}>
          <SafeContextProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
            <Routes>
              <Route path="/:safe/settings" element={page} />
              <Route path="/:safe/transactions/review" element={<p>Review screen</p>} />
            </Routes>
          </SafeContextProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppServicesProvider>,
  )
}

const draftCall = () => {
  const draft = loadDraft(`dev:${SAFE}`)
  const call = draft?.calls[0]
  if (!draft || !call) throw new Error('no draft stored')
  return { draft, call, decoded: decodeFunctionData({ abi: safeAbi, data: call.data as Address }) }
}

describe('settings forms', () => {
  test('add owner: a bad address is said next to the field and kept; a valid one opens the review with the call', async () => {
    renderSettings('owners', true)
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    const address = screen.getByLabelText('Owner address') as HTMLInputElement
    fireEvent.input(address, { target: { value: '0x12' } })
    fireEvent.input(screen.getByLabelText('Owner name'), { target: { value: 'Carol' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByRole('alert').textContent).toBe('0x12 is not a valid address (0x followed by 40 hex digits).')
    expect(address.value).toBe('0x12')
    expect(loadDraft(`dev:${SAFE}`)).toBeNull()

    fireEvent.input(address, { target: { value: NEW.toLowerCase() } })
    fireEvent.click(await openablePicker('Threshold after adding'))
    fireEvent.click(screen.getByRole('option', { name: '2 of 3 owners' }))
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(await screen.findByText('Review screen')).toBeTruthy()
    const { draft, call, decoded } = draftCall()
    expect(draft).toMatchObject({ origin: 'settings', title: 'Add owner 0x3333…3333 (threshold 2 of 3)' })
    expect(call).toMatchObject({ to: SAFE, value: '0', operation: 0 })
    expect(decoded).toEqual({ functionName: 'addOwnerWithThreshold', args: [NEW, 2n] })
    // Issue 35: the name typed goes to the address book with the address, on Review (no separate button).
    const named = JSON.parse(localStorage.getItem(BOOKS_KEY) ?? '{}')['31337'] ?? {}
    expect(named[NEW]).toMatchObject({ name: 'Carol', deleted: false })
  })

  test('a typed owner name is kept with the address on Review only; Name on an owner saves on Save', () => {
    renderSettings('owners', true)
    const named = () => JSON.parse(localStorage.getItem(BOOKS_KEY) ?? '{}')['31337'] ?? {}
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    fireEvent.input(screen.getByLabelText('Owner address'), { target: { value: '0x12' } })
    fireEvent.input(screen.getByLabelText('Owner name'), { target: { value: 'Carol' } })
    // A form that does not go on to the review (a bad address) keeps nothing; nor does typing alone.
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(named()).toEqual({})
    expect(screen.queryByRole('button', { name: 'Save to address book' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    fireEvent.click(screen.getByRole('button', { name: 'Name owner 0x1111…1111' }))
    fireEvent.input(screen.getByLabelText('Name in your address book'), { target: { value: 'Alice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(named()[A]).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'Name owner 0x1111…1111' }))
    fireEvent.input(screen.getByLabelText('Name in your address book'), { target: { value: 'Alice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(named()[A]).toMatchObject({ name: 'Alice', deleted: false })
    expect(screen.getByText('Alice')).toBeTruthy()
  })

  test('remove the second owner: prevOwner is the first, threshold stays 1', async () => {
    renderSettings('owners', true)
    fireEvent.click(screen.getByRole('button', { name: 'Remove owner 0x2222…2222' }))
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByText('Review screen')
    expect(draftCall().decoded).toEqual({ functionName: 'removeOwner', args: [A, B, 1n] })
  })

  test('add owner: a Safe this Safe owns is blocked in words (deadlock check), nothing goes to review', async () => {
    // NEW is a nested Safe of this Safe: adding it as an owner would make the two own each other.
    renderSettings('owners', true, gatewayWith({ [NEW]: { owners: [SAFE], threshold: 1 } }))
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    fireEvent.input(screen.getByLabelText('Owner address'), { target: { value: NEW } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const note = await screen.findByTestId('deadlock-note')
    expect(note.textContent).toContain(`own each other in a loop (${SAFE} → ${NEW} → ${SAFE})`)
    expect(screen.queryByText('Review screen')).toBeNull()
    expect(loadDraft(`dev:${SAFE}`)).toBeNull()
  })

  test('a visitor who is not an owner sees the owners and no action', () => {
    renderSettings('owners', false)
    expect(screen.getByText(/Required confirmations/).textContent).toContain('1 out of 2')
    // Naming an owner is the visitor's own address book (issue 16), not an action on the Safe.
    const local = (b: HTMLElement) => /^(Copy|Name owner)/.test(b.getAttribute('aria-label') ?? '')
    const actions = screen.queryAllByRole('button').filter((b) => !local(b))
    expect(actions).toHaveLength(0)
  })

  test('enable module: already enabled is refused in words; disable builds disableModule', () => {
    renderSettings('modules', true)
    fireEvent.input(screen.getByLabelText('Module address'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enable module' }))
    expect(screen.getByRole('alert').textContent).toBe('nope is not a valid address (0x followed by 40 hex digits).')
    fireEvent.input(screen.getByLabelText('Module address'), { target: { value: NEW } })
    fireEvent.click(screen.getByRole('button', { name: 'Enable module' }))
    expect(draftCall().decoded).toEqual({ functionName: 'enableModule', args: [NEW] })
  })
})
