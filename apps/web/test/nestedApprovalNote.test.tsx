// @vitest-environment happy-dom
import type { ChainInfo, TransactionSummary } from '@concord/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { NestedApprovalNote } from '../src/features/nested-safes'
import { AppServicesProvider } from '../src/services/appContext'
import type { AppServices } from '../src/services/appServices'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { queuedTx, SAFE } from './fixtures'

afterEach(cleanup)

const chain = { chainId: '31337', shortName: 'dev' } as unknown as ChainInfo
const NESTED = getAddress('0x5555555555555555555555555555555555555555')
const CONTRACT = getAddress('0x6666666666666666666666666666666666666666')

/** A queued row of the parent calling approveHash on `to`. */
const approveHashRow = (to: `0x${string}`): TransactionSummary =>
  ({
    ...queuedTx('a', 3, 0),
    txInfo: {
      type: 'Custom',
      humanDescription: null,
      to: { value: to, name: null, logoUri: null },
      dataSize: '36',
      value: '0',
      methodName: 'approveHash',
      isCancellation: false,
    },
  }) as TransactionSummary

/** Renders the note over a gateway that knows NESTED as a Safe (and answers 404 for anything else). */
function renderNote(tx: TransactionSummary) {
  const asked: string[] = []
  const gateway = {
    getSafeInfo: async (_chainId: string, address: string) => {
      asked.push(address)
      if (address !== NESTED) throw new Error('Safe not found')
      return { address: { value: NESTED }, threshold: 2, owners: [] }
    },
  }
  const app = { gateway } as unknown as AppServices
  render(
    <AppServicesProvider value={app}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
          <NestedApprovalNote tx={tx} />
        </CurrentSafeProvider>
      </QueryClientProvider>
    </AppServicesProvider>,
  )
  return asked
}

describe("the queue's note on a parent's approveHash row", () => {
  test('names the nested Safe when the gateway knows the target as a Safe', async () => {
    renderNote(approveHashRow(NESTED))
    await screen.findByText(/^Approves a nested Safe's transaction in 0x5555/)
  })

  test('stays away when the target is a contract the gateway does not know as a Safe (the plain title remains)', async () => {
    const asked = renderNote(approveHashRow(CONTRACT))
    await waitFor(() => expect(asked).toEqual([CONTRACT]))
    // Let the failed query settle: the note must not show after it either.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByText(/Approves a nested Safe's transaction/)).toBeNull()
  })
})
