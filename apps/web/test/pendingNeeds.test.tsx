// @vitest-environment happy-dom
import type { ChainInfo, TransactionSummary } from '@concord/gateway-client'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { PendingTxRow } from '../src/features/dashboard/PendingTxRow'
import { CurrentSafeProvider as SafeContextProvider } from '../src/services/currentSafe'
import { pendingNeeds } from '../src/ui/tx/pendingNeeds'
import { queuedTx, SAFE } from './fixtures'

afterEach(cleanup)

// fixtures' queuedTx: 2 confirmations required, owner 0x2222… missing while only one is submitted.
const MISSING = '0x2222222222222222222222222222222222222222'
const SIGNED = '0x1111111111111111111111111111111111111111'

const chain = { chainId: '31337', shortName: 'dev', nativeCurrency: { symbol: 'ETH' } } as unknown as ChainInfo

function renderRow(tx: TransactionSummary, account: string | undefined) {
  render(
    <MemoryRouter>
      <SafeContextProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
        <ul>
          <PendingTxRow tx={tx} needs={pendingNeeds(tx, account)} />
        </ul>
      </SafeContextProvider>
    </MemoryRouter>,
  )
  return screen.getByRole('link')
}

describe('what a pending transaction needs from the connected wallet', () => {
  test('an owner who has not confirmed is asked for its signature, whatever the address case', () => {
    const row = renderRow(queuedTx('a', 7, 1), MISSING.toUpperCase().replace('0X', '0x'))
    expect(screen.getByTestId('pending-needs').textContent).toBe('Needs your signature')
    expect(row.textContent).toContain('1/2')
    expect(row.getAttribute('href')).toBe(`/dev:${SAFE}/transactions/tx?id=a`)
  })

  test('an owner who signed already, or no wallet, sees how many confirmations are missing', () => {
    renderRow(queuedTx('a', 7, 1), SIGNED)
    expect(screen.getByTestId('pending-needs').textContent).toBe('Needs 1 more confirmation')
    cleanup()
    renderRow(queuedTx('a', 7, 1), undefined)
    expect(screen.getByTestId('pending-needs').textContent).toBe('Needs 1 more confirmation')
  })

  test('enough confirmations: it needs execution, for every wallet', () => {
    renderRow(queuedTx('b', 7, 2), MISSING)
    expect(screen.getByTestId('pending-needs').textContent).toBe('Needs execution')
    expect(pendingNeeds(queuedTx('b', 7, 2), undefined).text).toBe('Needs execution')
  })
})
