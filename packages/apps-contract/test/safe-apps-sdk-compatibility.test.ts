import {
  type MethodToResponse,
  RPC_CALLS as SAFE_RPC_CALLS,
  type AddressBookItem as SafeAddressBookItem,
  type BaseTransaction as SafeBaseTransaction,
  type EIP712TypedData as SafeEIP712TypedData,
  type EnvironmentInfo as SafeEnvironmentInfo,
  type GetTxBySafeTxHashParams as SafeGetTxBySafeTxHashParams,
  Methods as SafeMethods,
  RestrictedMethods as SafeRestrictedMethods,
  type SafeInfoExtended as SafeSafeInfo,
  type SendTransactionsParams as SafeSendTransactionsParams,
  type SignMessageParams as SafeSignMessageParams,
  type SignTypedMessageParams as SafeSignTypedMessageParams,
} from '@safe-global/safe-apps-sdk'
import { describe, expect, expectTypeOf, test } from 'vitest'
import type {
  AddressBookItem,
  BaseTransaction,
  EIP712TypedData,
  EnvironmentInfo,
  GetTxBySafeTxHashParams,
  Permission,
  SafeInfo,
  SendTransactionsParams,
  SignMessageParams,
  SignTypedMessageParams,
} from '../src/index.js'
import { METHODS, Methods, PROXIED_RPC_CALLS, RESTRICTED_METHODS, RestrictedMethods, RPC_CALLS } from '../src/index.js'

// The SDK does not export its Permission type by name; its wallet_getPermissions answer is a list of them.
type SafePermission = MethodToResponse[SafeMethods.wallet_getPermissions][number]

// The contract is the Safe Apps SDK 9 wire protocol: any app or wallet built on @safe-global/safe-apps-sdk talks to ours.
describe('same strings as @safe-global/safe-apps-sdk 9.1.0', () => {
  test('methods', () => {
    expect(Methods).toEqual({ ...SafeMethods })
    expect([...METHODS].sort()).toEqual(Object.values(SafeMethods).sort())
  })

  test('restricted methods', () => {
    expect(RestrictedMethods).toEqual({ ...SafeRestrictedMethods })
    expect([...RESTRICTED_METHODS]).toEqual(Object.values(SafeRestrictedMethods))
  })

  test('RPC calls: the allow-list is every Safe RPC call but safe_setSettings, which the wallet answers itself', () => {
    expect(RPC_CALLS).toEqual(SAFE_RPC_CALLS)
    expect([...PROXIED_RPC_CALLS, 'safe_setSettings'].sort()).toEqual(Object.keys(SAFE_RPC_CALLS).sort())
  })
})

describe('same payload shapes as @safe-global/safe-apps-sdk 9.1.0', () => {
  test('what a Safe SDK app sends, our wallet reads, and the other way round', () => {
    expectTypeOf<SafeBaseTransaction>().toEqualTypeOf<BaseTransaction>()
    expectTypeOf<SafeSendTransactionsParams>().toExtend<SendTransactionsParams>()
    expectTypeOf<SendTransactionsParams>().toExtend<SafeSendTransactionsParams>()
    expectTypeOf<SafeSignMessageParams>().toEqualTypeOf<SignMessageParams>()
    expectTypeOf<SafeSignTypedMessageParams>().toExtend<SignTypedMessageParams>()
    expectTypeOf<SignTypedMessageParams>().toExtend<SafeSignTypedMessageParams>()
    expectTypeOf<SafeEIP712TypedData>().toExtend<EIP712TypedData>()
    expectTypeOf<SafeGetTxBySafeTxHashParams>().toEqualTypeOf<GetTxBySafeTxHashParams>()
  })

  test('what our wallet answers, a Safe SDK app reads, and the other way round', () => {
    expectTypeOf<SafeInfo>().toExtend<SafeSafeInfo>()
    expectTypeOf<SafeSafeInfo>().toExtend<SafeInfo>()
    expectTypeOf<SafeEnvironmentInfo>().toEqualTypeOf<EnvironmentInfo>()
    expectTypeOf<SafeAddressBookItem>().toEqualTypeOf<AddressBookItem>()
    expectTypeOf<Permission>().toExtend<SafePermission>()
    expectTypeOf<SafePermission>().toExtend<Permission>()
  })
})
