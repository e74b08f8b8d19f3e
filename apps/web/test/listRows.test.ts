import type { TransactionListItem } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { toListRows } from '../src/features/transactions/listRows'
import { confirmationsText, describeTx, rowStatus } from '../src/ui/tx/describeTx'
import { queuedTx } from './fixtures'

describe('queue rows', () => {
  const items: TransactionListItem[] = [
    { type: 'LABEL', label: 'Next' },
    { type: 'CONFLICT_HEADER', nonce: 7 },
    { type: 'TRANSACTION', conflictType: 'HasNext', transaction: queuedTx('a', 7, 2) },
    { type: 'TRANSACTION', conflictType: 'End', transaction: queuedTx('b', 7, 1) },
    { type: 'LABEL', label: 'Queued' },
    { type: 'TRANSACTION', conflictType: 'None', transaction: queuedTx('c', 8, 1) },
    // The next page starts with the previous page's last transaction: it must not show twice.
    { type: 'TRANSACTION', conflictType: 'None', transaction: queuedTx('c', 8, 1) },
  ]

  test('keeps the gateway order: Next/Queued labels, one conflict header per contested nonce, each tx once', () => {
    const rows = toListRows(items, 'UTC')
    expect(rows.map((r) => (r.kind === 'tx' ? `tx:${r.tx.id}:${r.inConflict}` : `${r.kind}:${r.text}`))).toEqual([
      'label:Next',
      'conflict:Nonce 7: conflicting transactions — executing one replaces the others',
      'tx:a:true',
      'tx:b:true',
      'label:Queued',
      'tx:c:false',
    ])
  })

  test('says what the connected wallet must do about each queued transaction, as the dashboard does', () => {
    // fixtures' queuedTx: 2 of 2 required; with 1 submitted, 0x2222… has not signed and 0x1111… has.
    const [missing, signed] = [
      '0x2222222222222222222222222222222222222222',
      '0x1111111111111111111111111111111111111111',
    ]
    expect(rowStatus(queuedTx('a', 7, 2), true, missing)).toEqual({
      className: 'status-tag--needs-execution',
      text: 'Needs execution',
    })
    expect(rowStatus(queuedTx('a', 7, 2), true, undefined).text).toBe('Needs execution')
    expect(rowStatus(queuedTx('b', 7, 1), true, missing)).toEqual({
      className: 'status-tag--needs-your-signature',
      text: 'Needs your signature',
    })
    expect(rowStatus(queuedTx('b', 7, 1), true, signed).text).toBe('Needs 1 more confirmation')
    expect(rowStatus(queuedTx('b', 7, 1), true, undefined).text).toBe('Needs 1 more confirmation')
    expect(rowStatus(queuedTx('b', 7, 0), true, undefined).text).toBe('Needs 2 more confirmations')
    expect(confirmationsText(queuedTx('b', 7, 1))).toBe('1/2')
    // Awaiting signatures or execution, it says what it will do; executed, what it did.
    const queued = queuedTx('b', 7, 1)
    expect(describeTx(queued.txInfo, 'ETH', queued.txStatus)).toBe('Send 1 ETH')
    expect(describeTx(queued.txInfo, 'ETH', 'AWAITING_EXECUTION')).toBe('Send 1 ETH')
    expect(describeTx(queued.txInfo, 'ETH', 'SUCCESS')).toBe('Sent 1 ETH')
    expect(describeTx(queued.txInfo, 'ETH', 'FAILED')).toBe('Sent 1 ETH')
    const incoming = { ...queued.txInfo, direction: 'INCOMING' as const }
    expect(describeTx(incoming, 'ETH', 'SUCCESS')).toBe('Received 1 ETH')
  })

  test('history rows show the status, whoever is connected', () => {
    const done = { ...queuedTx('d', 6, 2), txStatus: 'SUCCESS' as const }
    expect(rowStatus(done, false, '0x2222222222222222222222222222222222222222')).toEqual({
      className: 'status-tag--success',
      text: 'Success',
    })
  })
})

describe('history day labels', () => {
  test('are formatted in the given time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Tokyo.
    const ts = Date.UTC(2024, 2, 1, 23, 30)
    const label = (timeZone: string) => toListRows([{ type: 'DATE_LABEL', timestamp: ts }], timeZone, 'en-US')[0]
    expect(label('UTC')).toMatchObject({ kind: 'date', text: 'Mar 1, 2024' })
    expect(label('Asia/Tokyo')).toMatchObject({ kind: 'date', text: 'Mar 2, 2024' })
  })
})
