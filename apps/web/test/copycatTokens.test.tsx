// @vitest-environment happy-dom
import type { ChainInfo, SafeBalanceItem, SafeBalanceResponse } from '@concord/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { getAddress } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sendableTokens } from '../src/features/new-tx/send/sendableToken'
import { TokenRowFields } from '../src/features/new-tx/send/TokenRowFields'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { SAFE } from './fixtures'
import { openablePicker } from './openablePicker'

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const COPYCAT = getAddress('0x1111111111111111111111111111111111111111')

const item = (address: `0x${string}`, name: string, symbol: string, imitates: SafeBalanceItem['imitates']) => ({
  tokenInfo: { type: 'ERC20' as const, address, decimals: 6, symbol, name, logoUri: '' },
  balance: '1000000',
  fiatBalance: '0',
  fiatConversion: '0',
  fiatBalance24hChange: null,
  imitates,
  priceInfo: null,
})

// The gateway marks the copycat (an unlisted "USD Сoin" with a Cyrillic С) with the trusted token it imitates.
const BALANCES: SafeBalanceResponse = {
  fiatTotal: '1',
  items: [
    item(USDC, 'USD Coin', 'USDC', null),
    item(COPYCAT, 'USD \u0421oin', 'USDC', { address: USDC, name: 'USD Coin', symbol: 'USDC' }),
  ],
}

vi.mock('../src/query/useBalances', () => ({
  useBalances: () => ({ data: BALANCES, isError: false }),
  useCurrency: () => ['usd', () => undefined],
  useFiatCurrencies: () => ({ data: ['USD'] }),
}))
const { BalancesPage } = await import('../src/features/balances/BalancesPage')

const chain = { chainId: '31337', shortName: 'dev' } as unknown as ChainInfo

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('a token that copies a trusted token', () => {
  test('is marked "imitates <trusted token>" in Assets; the real one is not', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
            <BalancesPage />
          </CurrentSafeProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const [real, copy] = rows as [HTMLElement, HTMLElement]
    expect(within(real).queryByText(/imitates/)).toBeNull()
    const mark = within(copy).getByText('imitates USD Coin (USDC)')
    expect(mark.getAttribute('title')).toBe(
      `Not a trusted token: its name or symbol copies USD Coin (USDC, ${USDC}). It is most likely worthless; do not buy, swap or approve it.`,
    )
  })

  test("is marked in the send form's token picker, and chosen, says so under it", async () => {
    const tokens = sendableTokens(BALANCES.items)
    const props = {
      index: 0,
      tokens,
      resolved: { typed: '', value: '', state: 'plain' as const, message: null },
      errors: {},
      showEmpty: false,
      onChange: () => undefined,
      onRemove: undefined,
      currency: 'usd',
    }
    // The app's pages are all within a query client: the picker loads its list once the page has settled.
    const client = new QueryClient()
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <TokenRowFields {...props} rows={[{ token: USDC, recipient: '', amount: '' }]} />
      </QueryClientProvider>,
    )
    fireEvent.click(await openablePicker('Token 1'))
    const options = screen.getAllByRole('option').map((o) => o.textContent?.trim())
    expect(options).toEqual(['USDC 1', 'USDC ⚠ imitates USD Coin (USDC) 1'])
    expect(screen.queryByText(/not on the trusted list/)).toBeNull()
    rerender(
      <QueryClientProvider client={client}>
        <TokenRowFields {...props} rows={[{ token: COPYCAT, recipient: '', amount: '' }]} />
      </QueryClientProvider>,
    )
    expect(
      screen.getByText(
        'This token imitates USD Coin (USDC): it is not on the trusted list and is most likely worthless.',
      ),
    ).toBeTruthy()
  })
})
