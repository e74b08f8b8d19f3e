// @vitest-environment happy-dom
import type { ChainInfo } from '@concord/gateway-client'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { SafeNav } from '../src/features/safe/SafeNav'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { SAFE } from './fixtures'

afterEach(cleanup)

const chain = { chainId: '31337', shortName: 'dev', features: [] } as unknown as ChainInfo

function renderNavAt(path: string) {
  render(
    <MemoryRouter initialEntries={[`/dev:${SAFE}/${path}`]}>
      <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
        <Routes>
          {/* As in the app: the Safe's layout route holds the navigation, its pages are children. */}
          <Route path="/:safe" element={<SafeNav />}>
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </CurrentSafeProvider>
    </MemoryRouter>,
  )
  return (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current')
}

// Issue 35 point 4: the Safe's navigation says where the user is, on a Settings tab too.
describe('the Safe navigation', () => {
  test('"Settings" is the current page on settings and on each settings/<tab>', () => {
    for (const path of ['settings', 'settings/security', 'settings/apps']) {
      const current = renderNavAt(path)
      expect(current('Settings'), path).toBe('page')
      cleanup()
    }
  })

  test('a sub-page with a link of its own highlights that link only (NFTs, not Assets)', () => {
    const current = renderNavAt('balances/nfts')
    expect(current('NFTs')).toBe('page')
    expect(current('Assets')).toBeNull()
  })
})
