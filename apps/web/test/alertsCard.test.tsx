// @vitest-environment happy-dom
import type { AlertSubscription, ChainInfo } from '@concord/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { AlertsCard } from '../src/features/alerts'
import { AppServicesProvider } from '../src/services/appContext'
import type { AppServices } from '../src/services/appServices'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { SAFE } from './fixtures'

afterEach(cleanup)

const chain = { chainId: '31337', shortName: 'dev' } as unknown as ChainInfo
const OTHER_OWNER = getAddress('0x2222222222222222222222222222222222222222')
const FORMER_OWNER = getAddress('0x3333333333333333333333333333333333333333')

const subscription = (over: Partial<AlertSubscription>): AlertSubscription => ({
  id: crypto.randomUUID(),
  chainId: '31337',
  safe: SAFE,
  channel: 'webhook',
  destination: 'https://hooks.example/a',
  format: 'json',
  events: ['PENDING_MULTISIG_TRANSACTION'],
  thresholds: { outflows: [], fiat: null, reminderAfterMinutes: null },
  createdBy: OTHER_OWNER,
  createdAt: 0,
  includeUntrustedTokens: false,
  status: 'active',
  statusReason: null,
  ...over,
})

/** Renders the Alerts card over a gateway that lists `list` and records deletes. */
function renderCard(list: AlertSubscription[]) {
  const deleted: string[] = []
  const gatewayClient = {
    getAlertSubscriptions: async () => ({ results: list.filter((s) => !deleted.includes(s.id)) }),
    getAlertDeliveries: async () => ({ results: [] }),
    deleteAlertSubscription: async (_chainId: string, _safe: string, id: string) => {
      deleted.push(id)
    },
  }
  const app = { gatewayClient } as unknown as AppServices
  render(
    <AppServicesProvider value={app}>
      <QueryClientProvider client={new QueryClient()}>
        <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
          <AlertsCard />
        </CurrentSafeProvider>
      </QueryClientProvider>
    </AppServicesProvider>,
  )
  return deleted
}

describe('Settings → Alerts', () => {
  test("shows who added each alert, an email awaiting confirmation, a stopped one with its reason, and deletes another owner's", async () => {
    const reason = `Stopped: ${FORMER_OWNER}, who created it, is no longer an owner of the Safe. An owner may delete it and add it again.`
    const stopped = subscription({
      destination: 'https://hooks.example/old',
      createdBy: FORMER_OWNER,
      status: 'stopped',
      statusReason: reason,
    })
    const email = subscription({
      channel: 'email',
      destination: 'team@example.org',
      status: 'awaiting_confirmation',
      statusReason: 'Awaiting confirmation',
    })
    const active = subscription({})
    const deleted = renderCard([stopped, email, active])

    const stoppedRow = await screen.findByRole('listitem', { name: 'Alert to https://hooks.example/old' })
    expect(within(stoppedRow).getByText(reason)).toBeTruthy()
    expect(within(stoppedRow).getByText(`Added by ${FORMER_OWNER}`)).toBeTruthy()
    expect(within(stoppedRow).queryByRole('button', { name: 'Send test' })).toBeNull()

    const emailRow = screen.getByRole('listitem', { name: 'Alert to team@example.org' })
    expect(within(emailRow).getByText(/^Awaiting confirmation — check your inbox/)).toBeTruthy()

    const activeRow = screen.getByRole('listitem', { name: 'Alert to https://hooks.example/a' })
    expect(within(activeRow).queryByText(/^(Stopped|Awaiting)/)).toBeNull()
    expect(within(activeRow).getByRole('button', { name: 'Send test' })).toBeTruthy()

    fireEvent.click(within(stoppedRow).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Alert to https://hooks.example/old' })).toBeNull(),
    )
    expect(deleted).toEqual([stopped.id])
  })
})
