import { describe, expect, test } from 'vitest'
import {
  GetBalancesParamsSchema,
  PermissionRequestSchema,
  RequestEnvelopeSchema,
  RpcCallParamsSchema,
  SendTransactionsParamsSchema,
  SignTypedMessageParamsSchema,
} from '../src/schemas.js'

describe('request envelope', () => {
  test('accepts what @safe-global/safe-apps-sdk 9 sends', () => {
    const request = { id: 'a1b2c3d4e5', method: 'getSafeInfo', params: undefined, env: { sdkVersion: '9.1.0' } }
    expect(RequestEnvelopeSchema.safeParse(request).success).toBe(true)
  })

  test.each([
    ['null', null],
    ['a string', 'getSafeInfo'],
    ['no id', { method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }],
    ['a numeric id', { id: 1, method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }],
    ['no env (pre-1.0 protocol)', { id: 'x', method: 'getSafeInfo' }],
    ['a reply', { id: 'x', success: true, version: '9.1.0', data: {} }],
  ])('rejects %s', (_, data) => {
    expect(RequestEnvelopeSchema.safeParse(data).success).toBe(false)
  })
})

describe('params', () => {
  test('sendTransactions needs a non-empty list of transactions with addresses and amounts', () => {
    expect(SendTransactionsParamsSchema.safeParse({ txs: [] }).error?.issues[0]?.message).toBe(
      'No transactions were passed',
    )
    const ok = {
      txs: [{ to: '0x1111111111111111111111111111111111111111', value: '0x10', data: '0x' }],
      params: { safeTxGas: 5 },
    }
    expect(SendTransactionsParamsSchema.parse(ok)).toEqual(ok)
    expect(SendTransactionsParamsSchema.safeParse({ txs: [{ to: '0x11', value: '1.5' }] }).success).toBe(false)
    expect(SendTransactionsParamsSchema.safeParse({ txs: [{ to: '0x11', value: '1', data: 'zz' }] }).success).toBe(
      false,
    )
  })

  test('typed data needs domain, types and message', () => {
    expect(SignTypedMessageParamsSchema.safeParse({ typedData: { domain: {}, message: {} } }).success).toBe(false)
    expect(SignTypedMessageParamsSchema.safeParse({ typedData: { domain: {}, types: {}, message: {} } }).success).toBe(
      true,
    )
  })

  test('balances default to usd', () => {
    expect(GetBalancesParamsSchema.parse(undefined)).toEqual({ currency: 'usd' })
    expect(GetBalancesParamsSchema.parse({})).toEqual({ currency: 'usd' })
    expect(GetBalancesParamsSchema.parse({ currency: 'eur' })).toEqual({ currency: 'eur' })
  })

  test('rpcCall allows only the proxied calls and safe_setSettings', () => {
    expect(RpcCallParamsSchema.parse({ call: 'eth_call', params: [{}, 'latest'] }).call).toBe('eth_call')
    expect(RpcCallParamsSchema.parse({ call: 'safe_setSettings', params: [{}] }).call).toBe('safe_setSettings')
    for (const call of ['eth_sendTransaction', 'eth_sendRawTransaction', 'anvil_setBalance', 'personal_sign']) {
      expect(RpcCallParamsSchema.safeParse({ call, params: [] }).success).toBe(false)
    }
  })

  test('permission requests name restricted methods only', () => {
    expect(PermissionRequestSchema.safeParse([{ requestAddressBook: {} }]).success).toBe(true)
    expect(PermissionRequestSchema.safeParse([{ eth_accounts: {} }]).success).toBe(false)
    expect(PermissionRequestSchema.safeParse([{ requestAddressBook: {}, eth_accounts: {} }]).success).toBe(false)
    expect(PermissionRequestSchema.safeParse([]).success).toBe(false)
    expect(PermissionRequestSchema.safeParse([{}]).success).toBe(false)
  })
})
