// @vitest-environment happy-dom
import type { ChainInfo, SafeAppData } from '@concord/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { OpenApp } from '../src/features/apps/frame/resolveOpenApp'
import { AppServicesProvider } from '../src/services/appContext'
import type { AppServices } from '../src/services/appServices'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { SAFE } from './fixtures'

// The frame itself needs the Safe's data and the bridge: here it only says that it would be shown, for which app.
vi.mock('../src/features/apps/frame/AppView', () => ({
  AppView: ({ open }: { open: OpenApp }) => <p>Frame of {open.app.url}</p>,
}))
const { OpenAppPage } = await import('../src/features/apps/OpenAppPage')

const CATALOGUE_APP = 'https://listed.example/app'
const CATALOGUE_APP_NO_MANIFEST = 'https://listed.example/bare'
const CUSTOM_APP = 'https://mine.example/app'
const UNKNOWN_APP = 'https://unknown.example/app'
const UNKNOWN_APP_NO_MANIFEST = 'https://down.example/app'
const HOSTILE_APP = 'https://hostile.example/app'

const listed = (url: string, name: string): SafeAppData => ({
  id: 1,
  url,
  name,
  iconUrl: null,
  description: 'Listed',
  chainIds: ['31337'],
  provider: null,
  accessControl: { type: 'NO_RESTRICTIONS', value: null },
  tags: [],
  features: [],
  developerWebsite: null,
  socialProfiles: [],
  featured: false,
})

const MANIFESTS: Record<string, unknown> = {
  [`${CATALOGUE_APP}/manifest.json`]: { name: 'Listed app', description: 'd', iconPath: 'i.svg' },
  [`${CUSTOM_APP}/manifest.json`]: { name: 'My app', description: 'd', iconPath: 'i.svg' },
  [`${UNKNOWN_APP}/manifest.json`]: { name: 'Unknown app', description: 'd', iconPath: 'i.svg' },
  // Reversed text, a zero-width space, a line break and thousands of characters: all taken out or cut.
  [`${HOSTILE_APP}/manifest.json`]: {
    name: `\u202Etxet desrever\u200B\nSafe{Wallet} official ${'x'.repeat(5000)}`,
    description: 'd',
    iconPath: 'i.svg',
  },
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url in MANIFESTS ? Response.json(MANIFESTS[url]) : new Response('Not found', { status: 404 }),
  )
  localStorage.setItem(
    'concord.apps.custom.31337',
    JSON.stringify([{ url: CUSTOM_APP, name: 'My app', description: 'd', iconUrl: null, features: [] }]),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function openPage(appUrl: string) {
  const gatewayClient = {
    getSafeApps: async () => [listed(CATALOGUE_APP, 'Listed app'), listed(CATALOGUE_APP_NO_MANIFEST, 'Bare app')],
  }
  const chain = { chainId: '31337', shortName: 'dev' } as unknown as ChainInfo
  render(
    <AppServicesProvider value={{ gatewayClient } as unknown as AppServices}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/dev:${SAFE}/apps/open?appUrl=${encodeURIComponent(appUrl)}`]}>
          <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
            <Routes>
              <Route path="/:safe/apps/open" element={<OpenAppPage />} />
            </Routes>
          </CurrentSafeProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppServicesProvider>,
  )
}

/** The first-open notice's heading, once the page has settled on it. */
async function noticeHeading(): Promise<string> {
  return (await screen.findByRole('heading', { name: /^Before you open/ })).textContent ?? ''
}

async function consentToUnknownApp() {
  fireEvent.click(await screen.findByLabelText(/^I trust .* and want to open this app$/))
  fireEvent.click(screen.getByRole('button', { name: 'Open anyway' }))
}

describe('the first-open notice shows on every first open, then never skips ahead of the warning', () => {
  test.each([
    ['an app of the catalogue', CATALOGUE_APP, 'Listed app'],
    ['an app of the catalogue whose manifest does not load', CATALOGUE_APP_NO_MANIFEST, 'Bare app'],
    ['an app the user added', CUSTOM_APP, 'My app'],
  ])('%s: notice first, the frame only after Continue; the next visit opens it', async (_, appUrl, name) => {
    openPage(appUrl)
    expect(await noticeHeading()).toBe(`Before you open ${name}`)
    expect(screen.queryByText(`Frame of ${appUrl}`)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: `Continue to ${name}` }))
    await screen.findByText(`Frame of ${appUrl}`)
    cleanup()
    openPage(appUrl)
    await screen.findByText(`Frame of ${appUrl}`)
  })

  test.each([
    ['an app opened by URL', UNKNOWN_APP, 'Unknown app'],
    ['an app opened by URL whose manifest does not load', UNKNOWN_APP_NO_MANIFEST, 'down.example'],
  ])('%s: the warning, then the notice, then the frame; the warning again next time', async (_, appUrl, name) => {
    openPage(appUrl)
    await consentToUnknownApp()
    expect(await noticeHeading()).toBe(`Before you open ${name}`)
    expect(screen.queryByText(`Frame of ${appUrl}`)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: `Continue to ${name}` }))
    await screen.findByText(`Frame of ${appUrl}`)
    cleanup()
    openPage(appUrl)
    await screen.findByRole('heading', { name: 'This app is not in the catalogue' })
  })

  test("a manifest's name cannot hide or rewrite the notice: invisible characters go, the name is cut at 50", async () => {
    openPage(HOSTILE_APP)
    await consentToUnknownApp()
    const heading = await noticeHeading()
    const name = heading.replace('Before you open ', '')
    expect(Array.from(name).length).toBe(50)
    expect(name.startsWith('txet desrever Safe{Wallet} official xxx')).toBe(true)
    expect(name.endsWith('…')).toBe(true)
    expect(heading).not.toMatch(/[\u202E\u200B\n]/)
    expect(screen.getByRole('region', { name: heading }).textContent).toContain('https://hostile.example')
  })

  test("an app on the wallet's own origin is refused, even when its notice is marked read", async () => {
    const own = `${window.location.origin}/dev:${SAFE}/home`
    localStorage.setItem('concord.apps.noticeRead', JSON.stringify({ [own.replace(/\/+$/, '')]: [] }))
    openPage(own)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This app cannot be opened')
    expect(alert.textContent).toContain(`is on this wallet's own address (${window.location.origin})`)
    expect(screen.queryByText(`Frame of ${own}`)).toBeNull()
  })
})
