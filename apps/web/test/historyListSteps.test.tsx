// @vitest-environment happy-dom
import type { ChainInfo, TransactionListPage } from '@concord/gateway-client'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { HistoryList } from '../src/features/transactions/history/HistoryList'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { queuedTx, SAFE } from './fixtures'

afterEach(cleanup)

const chain = {
  chainId: '31337',
  shortName: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
} as unknown as ChainInfo

// Twelve executed transfers of one day: the history's first page on a busy Safe.
const executed = Array.from({ length: 12 }, (_, i) => ({
  ...queuedTx(`multisig_${SAFE}_0x${String(i).padStart(64, '0')}`, 11 - i, 2),
  txHash: `0x${String(i).padStart(64, 'a')}`,
  txStatus: 'SUCCESS' as const,
}))
const page = {
  count: 13,
  next: null,
  previous: null,
  results: [
    { type: 'DATE_LABEL', timestamp: executed[0]?.timestamp ?? 0 },
    ...executed.map((transaction) => ({ type: 'TRANSACTION', transaction, conflictType: 'None' })),
  ],
} as unknown as TransactionListPage
const query = {
  data: { pages: [page], pageParams: [undefined] },
  hasNextPage: false,
  isError: false,
} as unknown as UseInfiniteQueryResult<InfiniteData<TransactionListPage>>

describe('the history list', () => {
  test('renders a phone screen of rows first and the rest in the next task', async () => {
    render(
      <MemoryRouter>
        <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
          <HistoryList query={query} timeZone="UTC" suspicious={new Set()} showSuspicious={false} empty="No rows" />
        </CurrentSafeProvider>
      </MemoryRouter>,
    )
    const list = screen.getByRole('list', { name: 'History' })
    // The day's heading and seven transactions: eight rows in the first task.
    expect(list.querySelectorAll('li.history-row')).toHaveLength(7)
    await waitFor(() => expect(list.querySelectorAll('li.history-row')).toHaveLength(12))
  })
})
