import type { TransactionListItem } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { confirmationsText, describeTx, whatItNeeds } from '../src/features/transactions/describeTx'
import { toListRows } from '../src/features/transactions/listRows'
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

  test('says what each transaction needs, with x/y confirmations', () => {
    expect(whatItNeeds(queuedTx('a', 7, 2))).toBe('Ready to execute')
    expect(whatItNeeds(queuedTx('b', 7, 1))).toBe('Needs 1 more confirmation')
    expect(whatItNeeds(queuedTx('b', 7, 0))).toBe('Needs 2 more confirmations')
    expect(confirmationsText(queuedTx('b', 7, 1))).toBe('1/2')
    expect(describeTx(queuedTx('b', 7, 1).txInfo)).toBe('Sent 1 ETH')
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
