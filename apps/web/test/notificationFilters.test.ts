import type { ChainInfo, GatewayClient } from '@concord/gateway-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { describeSafeEvent, type EventFacts } from '../src/features/notifications/describeSafeEvent'
import { readEventFacts } from '../src/features/notifications/readEventFacts'
import type { GatewayApi } from '../src/gateway/gatewayApi'
import { SAFE, transferDetails } from './fixtures'

// Issue 33 point 6: notifications that do not help attackers.
const HASH = `0x${'cd'.repeat(32)}` as const
const OWNER_A = '0x1111111111111111111111111111111111111111' as const
const OWNER_B = '0x2222222222222222222222222222222222222222' as const
const POISONER = '0x996f111111111111111111111111111111111111'

const facts = (more: Partial<EventFacts> = {}): EventFacts => ({
  chainId: '31337',
  shortName: 'dev',
  address: SAFE,
  account: OWNER_B,
  native: { symbol: 'ETH', decimals: 18 },
  token: { symbol: 'dUSDC', decimals: 6 },
  ...more,
})
const dust = { type: 'INCOMING_TOKEN', txHash: HASH, tokenAddress: SAFE, value: '10000', from: POISONER }

describe('notification filters', () => {
  test('incoming funds from a look-alike sender make no notification; from anyone else they do, kind named once', () => {
    expect(describeSafeEvent(dust, facts({ suspiciousSender: true }))).toBeNull()
    const plain = describeSafeEvent(dust, facts({ suspiciousSender: false }))
    expect(plain).toMatchObject({ kind: 'incoming', text: 'Received 0.01 dUSDC' })
    expect(plain?.text).not.toMatch(/Incoming funds/)
  })

  test('an owner hears nothing of their own confirmation or execution; the other owners do', () => {
    const tx = transferDetails(HASH)
    const exec = tx.detailedExecutionInfo
    if (exec?.type !== 'MULTISIG') throw new Error('fixture')
    // Owner B confirmed last (after owner A's proposal signature).
    const confirmed = {
      ...tx,
      detailedExecutionInfo: {
        ...exec,
        confirmations: [
          ...exec.confirmations,
          {
            signer: { value: OWNER_B, name: null, logoUri: null },
            signature: '0x' as const,
            submittedAt: 1_718_000_100_000,
          },
        ],
      },
    }
    const confirmation = { type: 'NEW_CONFIRMATION', safeTxHash: HASH }
    expect(describeSafeEvent(confirmation, facts({ tx: confirmed }))).toBeNull()
    expect(describeSafeEvent(confirmation, facts({ tx: confirmed, account: OWNER_A }))).toMatchObject({
      kind: 'confirmed',
    })
    const executed = {
      ...confirmed,
      txStatus: 'SUCCESS' as const,
      detailedExecutionInfo: {
        ...confirmed.detailedExecutionInfo,
        executor: { value: OWNER_A, name: null, logoUri: null },
      },
    }
    const execution = { type: 'EXECUTED_MULTISIG_TRANSACTION', safeTxHash: HASH }
    expect(describeSafeEvent(execution, facts({ tx: executed, account: OWNER_A }))).toBeNull()
    expect(describeSafeEvent(execution, facts({ tx: executed }))).toMatchObject({ kind: 'executed' })
  })
})

describe("incoming funds from a look-alike of the user's address book", () => {
  // "Vendor: Acme" is in the user's address book only: the Safe never paid it, so the gateway's index (owners,
  // counterparties) has nothing it could imitate (issue 33: 0x996F…A4dC against 0x9965…A4dc).
  const VENDOR = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc'
  const COPY = `0x996f${'1'.repeat(32)}a4dc`
  const sources = {
    queryClient: new QueryClient(),
    api: { getSafeInfo: async () => ({ owners: [{ value: OWNER_A }] }) } as unknown as GatewayApi,
    client: { getCounterparty: async () => ({ lookAlikes: [] }) } as unknown as GatewayClient,
  }
  const chain = { chainId: '31337', shortName: 'dev', nativeCurrency: { symbol: 'ETH', decimals: 18 } } as ChainInfo
  const read = (from: string, book: string[]) =>
    readEventFacts(sources, chain, SAFE, { ...dust, from }, { account: OWNER_B, book })

  test('the sender is suspicious when it imitates an address-book entry, and the transfer makes no notification', async () => {
    const facts = await read(COPY, [VENDOR])
    expect(facts.suspiciousSender).toBe(true)
    expect(describeSafeEvent({ ...dust, from: COPY }, facts)).toBeNull()
  })

  test('the entry itself, another sender, or the same sender without the entry in the book still notify', async () => {
    for (const [from, book] of [
      [VENDOR, [VENDOR]],
      [`0x${'c0ffee'.repeat(6)}c0ff`, [VENDOR]],
      [COPY, []],
    ] as const) {
      const facts = await read(from, [...book])
      expect(facts.suspiciousSender).toBe(false)
      expect(describeSafeEvent({ ...dust, from }, facts)).toMatchObject({ kind: 'incoming' })
    }
  })
})
