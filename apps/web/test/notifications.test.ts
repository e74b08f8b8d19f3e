import type { ChainInfo, GetSafeMessageReturnType } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { describeSafeEvent, type EventFacts } from '../src/features/notifications/describeSafeEvent'
import { watchedSafes } from '../src/features/notifications/watchedSafes'
import { SAFE, transferDetails } from './fixtures'

const HASH = `0x${'ab'.repeat(32)}` as const
const OWNER_A = '0x1111111111111111111111111111111111111111'
const OWNER_B = '0x2222222222222222222222222222222222222222'
const STRANGER = '0x3333333333333333333333333333333333333333'

const facts = (more: Partial<EventFacts> = {}): EventFacts => ({
  chainId: '31337',
  shortName: 'dev',
  address: SAFE,
  account: OWNER_B,
  native: { symbol: 'ETH', decimals: 18 },
  ...more,
})

describe('which event makes which notification', () => {
  test('a proposal needs the signature of a connected owner who has not signed; for anybody else it was proposed', () => {
    const tx = transferDetails(HASH)
    const event = { type: 'PENDING_MULTISIG_TRANSACTION', safeTxHash: HASH }
    const forB = describeSafeEvent(event, facts({ tx }))
    expect(forB).toMatchObject({
      kind: 'needs-signature',
      title: 'Needs your signature',
      forYou: true,
      safe: `dev:${SAFE}`,
      text: 'Transaction 7: 1/2 signatures',
      link: `/dev:${SAFE}/transactions/tx?id=${encodeURIComponent(tx.txId)}`,
    })
    // Owner A proposed (and signed) it: its own action, no notice; a stranger or nobody connected owes nothing.
    expect(describeSafeEvent(event, facts({ tx, account: OWNER_A }))).toBeNull()
    expect(describeSafeEvent(event, facts({ tx, account: STRANGER }))).toMatchObject({ kind: 'proposed' })
    expect(describeSafeEvent(event, facts({ tx, account: undefined }))).toMatchObject({ kind: 'proposed' })
    // The same proposal heard twice is one notification (same id), whoever is connected.
    expect(forB?.id).toBe(describeSafeEvent(event, facts({ tx, account: STRANGER }))?.id)
    // Details the gateway no longer has (deleted meanwhile): no notification.
    expect(describeSafeEvent(event, facts())).toBeNull()
  })

  test('each confirmation is its own notification, never addressed to anybody', () => {
    const tx = transferDetails(HASH)
    const event = { type: 'NEW_CONFIRMATION', safeTxHash: HASH }
    const first = describeSafeEvent(event, facts({ tx }))
    expect(first).toMatchObject({ kind: 'confirmed', forYou: false, text: 'Transaction 7: 1/2 signatures' })
    const exec = tx.detailedExecutionInfo
    if (exec?.type !== 'MULTISIG') throw new Error('fixture')
    const both = {
      ...tx,
      txStatus: 'AWAITING_EXECUTION' as const,
      detailedExecutionInfo: { ...exec, confirmations: [...exec.confirmations, ...exec.confirmations] },
    }
    const second = describeSafeEvent(event, facts({ tx: both }))
    expect(second?.text).toBe('Transaction 7: 2/2 signatures')
    expect(second?.id).not.toBe(first?.id)
  })

  test('an execution: executed, failed, or a settings change', () => {
    const tx = { ...transferDetails(HASH), txStatus: 'SUCCESS' as const }
    const event = { type: 'EXECUTED_MULTISIG_TRANSACTION', safeTxHash: HASH, txHash: HASH }
    expect(describeSafeEvent(event, facts({ tx }))).toMatchObject({
      kind: 'executed',
      text: 'Transaction 7 was executed',
    })
    expect(describeSafeEvent({ ...event, failed: true }, facts({ tx }))).toMatchObject({ kind: 'failed' })
    const settings = {
      ...tx,
      txInfo: {
        type: 'SettingsChange',
        humanDescription: null,
        dataDecoded: { method: 'addOwnerWithThreshold', parameters: [] },
        settingsInfo: null,
      },
    } as unknown as typeof tx
    expect(describeSafeEvent(event, facts({ tx: settings }))).toMatchObject({
      kind: 'settings-changed',
      title: 'Settings changed',
    })
    // Without details (not indexed yet) the execution still shows, linked by its safeTxHash.
    expect(describeSafeEvent(event, facts())).toMatchObject({
      kind: 'executed',
      link: `/dev:${SAFE}/transactions/tx?id=${encodeURIComponent(`multisig_${SAFE}_${HASH}`)}`,
    })
  })

  test('incoming ether and tokens, in the token’s units when the app knows it', () => {
    const ether = { type: 'INCOMING_ETHER', txHash: HASH, value: '1500000000000000000' }
    expect(describeSafeEvent(ether, facts())).toMatchObject({
      kind: 'incoming',
      text: 'Received 1.5 ETH',
      link: `/dev:${SAFE}/transactions/history`,
    })
    const token = { type: 'INCOMING_TOKEN', txHash: HASH, value: '2500000', tokenAddress: STRANGER }
    expect(describeSafeEvent(token, facts({ token: { symbol: 'USDC', decimals: 6 } }))?.text).toBe('Received 2.5 USDC')
    expect(describeSafeEvent(token, facts())?.text).toBe(`Received tokens of ${STRANGER}`)
    expect(describeSafeEvent({ ...token, value: 'lots' }, facts())).toBeNull()
  })

  test('a message needs the signature of an owner who has not signed it; message confirmations make none', () => {
    const message = {
      messageHash: HASH,
      status: 'NEEDS_CONFIRMATION',
      name: null,
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      confirmations: [{ owner: { value: OWNER_A, name: null, logoUri: null }, signature: '0x', submittedAt: 1 }],
    } as unknown as GetSafeMessageReturnType
    const event = { type: 'MESSAGE_CREATED', messageHash: HASH }
    const owners = [OWNER_A, OWNER_B]
    expect(describeSafeEvent(event, facts({ message, owners }))).toMatchObject({
      kind: 'message-needs-signature',
      forYou: true,
      link: `/dev:${SAFE}/transactions/msg?messageHash=${HASH}`,
    })
    expect(describeSafeEvent(event, facts({ message, owners, account: OWNER_A }))).toMatchObject({
      kind: 'message-proposed',
      forYou: false,
    })
    expect(
      describeSafeEvent({ type: 'MESSAGE_CONFIRMATION', messageHash: HASH }, facts({ message, owners })),
    ).toBeNull()
    expect(describeSafeEvent({ type: 'SOMETHING_NEW' }, facts())).toBeNull()
  })
})

describe('which Safes feed the centre', () => {
  const chain = (chainId: string, shortName: string) => ({ chainId, shortName }) as ChainInfo
  const chains = [chain('31337', 'dev'), chain('1', 'eth')]
  const OTHER = '0x4444444444444444444444444444444444444444'

  test('the open Safe first, then the added Safes of its chain; the wallet’s chain when no Safe is open', () => {
    const list = [`eth:${OTHER}`, `dev:${OTHER}`, `dev:${SAFE.toLowerCase()}`]
    const open = watchedSafes(`/dev:${SAFE}/home`, list, chains, 1)
    expect(open.map((w) => [w.chain.chainId, w.address])).toEqual([
      ['31337', SAFE],
      ['31337', OTHER],
    ])
    expect(watchedSafes('/', list, chains, 1).map((w) => w.address)).toEqual([OTHER])
    expect(watchedSafes('/', list, chains, undefined)).toEqual([])
    expect(watchedSafes('/nope:0x12/home', ['garbage'], chains, 31337)).toEqual([])
  })
})
