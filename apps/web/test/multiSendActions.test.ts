import type { TransactionData } from '@concord/gateway-client'
import { encodeMultiSendCall } from '@concord/protocol'
import { describe, expect, test } from 'vitest'
import { multiSendActions } from '../src/features/transactions/details/multiSendActions'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

const txData = (patch: Partial<TransactionData>): TransactionData => ({
  hexData: null,
  dataDecoded: null,
  to: { value: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D', name: 'MultiSendCallOnly', logoUri: null },
  value: '0',
  operation: 1,
  trustedDelegateCallTarget: true,
  untrustedDelegateCalls: [],
  addressInfoIndex: null,
  tokenInfoIndex: null,
  ...patch,
})

describe('batch actions', () => {
  test('uses the gateway-decoded actions when it sent them', () => {
    const actions = multiSendActions(
      txData({
        dataDecoded: {
          method: 'multiSend',
          parameters: [
            {
              name: 'transactions',
              type: 'bytes',
              value: '0x',
              valueDecoded: [
                { operation: 0, to: A, value: '5', data: null, dataDecoded: null },
                { operation: 1, to: B, value: '0', data: '0xabcd', dataDecoded: { method: 'approve', parameters: [] } },
              ],
            },
          ],
          accuracy: 'FULL_MATCH',
        },
      }),
    )
    expect(actions).toEqual([
      { operation: 0, to: A, value: '5', data: null, method: null },
      { operation: 1, to: B, value: '0', data: '0xabcd', method: 'approve' },
    ])
  })

  test('decodes the calldata in the browser when the gateway did not, keeping nested delegate calls', () => {
    const hexData = encodeMultiSendCall([
      { operation: 0, to: A, value: 7n, data: '0x' },
      { operation: 1, to: B, value: 0n, data: '0xdeadbeef' },
    ])
    expect(multiSendActions(txData({ hexData }))).toEqual([
      { operation: 0, to: A, value: '7', data: null, method: null },
      { operation: 1, to: B, value: '0', data: '0xdeadbeef', method: null },
    ])
  })

  test('a plain call is no batch', () => {
    expect(multiSendActions(txData({ hexData: '0xa9059cbb', operation: 0 }))).toEqual([])
    expect(multiSendActions(null)).toEqual([])
  })
})
