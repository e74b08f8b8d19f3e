import type { TransactionInfo } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { describeTx } from '../src/ui/tx/describeTx'

const custom = (patch: Partial<Extract<TransactionInfo, { type: 'Custom' }>>): TransactionInfo => ({
  type: 'Custom',
  humanDescription: null,
  to: { value: '0x1111111111111111111111111111111111111111', name: null, logoUri: null },
  dataSize: '0',
  value: '0',
  methodName: null,
  isCancellation: false,
  ...patch,
})

describe('labels that say what happens', () => {
  test('a rejection is "Rejection"; a multi-recipient batch takes the gateway\'s "Send to N recipients"', () => {
    expect(describeTx(custom({ isCancellation: true }))).toBe('Rejection')
    expect(
      describeTx(custom({ methodName: 'multiSend', actionCount: 3, humanDescription: 'Send to 2 recipients' })),
    ).toBe('Send to 2 recipients')
    expect(describeTx(custom({ methodName: 'multiSend', actionCount: 2 }))).toBe('Batch of 2 actions')
    expect(describeTx(custom({ methodName: 'approve', dataSize: '68' }))).toBe('Contract call: approve')
  })
})
