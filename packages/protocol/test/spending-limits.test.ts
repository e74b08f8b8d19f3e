import { decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ALLOWANCE_MODULE_ADDRESS,
  allowanceModuleAbi,
  encodeDeleteSpendingLimitCall,
  encodeSetSpendingLimitCalls,
  encodeSpendingLimitTransfer,
  readTokenAllowance,
  safeAbi,
} from '../src/index.js'

const safe = '0x1111111111111111111111111111111111111111'
const beneficiary = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const spec = { safe, beneficiary, token, amount: 100_000_000n, resetPeriod: 'week' } as const

describe('spending-limit calldata', () => {
  it('a first limit enables the module, adds the beneficiary as delegate and sets the allowance, in that order', () => {
    const calls = encodeSetSpendingLimitCalls(spec, { moduleEnabled: false, beneficiaryIsDelegate: false })
    const dataOf = (i: number) => calls[i]?.data ?? '0x'
    expect(calls.map((c) => c.to)).toEqual([safe, ALLOWANCE_MODULE_ADDRESS, ALLOWANCE_MODULE_ADDRESS])
    expect(decodeFunctionData({ abi: safeAbi, data: dataOf(0) })).toMatchObject({
      functionName: 'enableModule',
      args: [ALLOWANCE_MODULE_ADDRESS],
    })
    expect(decodeFunctionData({ abi: allowanceModuleAbi, data: dataOf(1) })).toMatchObject({
      functionName: 'addDelegate',
      args: [beneficiary],
    })
    expect(decodeFunctionData({ abi: allowanceModuleAbi, data: dataOf(2) })).toMatchObject({
      functionName: 'setAllowance',
      args: [beneficiary, token, 100_000_000n, 10_080, 0],
    })
    expect(calls.every((c) => c.operation === 0 && c.value === 0n)).toBe(true)
  })

  it('changing a limit where the module and delegate exist is one setAllowance', () => {
    const calls = encodeSetSpendingLimitCalls(
      { ...spec, resetPeriod: 'none' },
      { moduleEnabled: true, beneficiaryIsDelegate: true },
    )
    expect(calls).toHaveLength(1)
    expect(decodeFunctionData({ abi: allowanceModuleAbi, data: calls[0]?.data ?? '0x' }).args).toEqual([
      beneficiary,
      token,
      100_000_000n,
      0,
      0,
    ])
  })

  it('refuses a zero amount or one over uint96 in words', () => {
    const state = { moduleEnabled: true, beneficiaryIsDelegate: true }
    expect(() => encodeSetSpendingLimitCalls({ ...spec, amount: 0n }, state)).toThrow(/more than 0/)
    expect(() => encodeSetSpendingLimitCalls({ ...spec, amount: 1n << 96n }, state)).toThrow(/2\^96/)
  })

  it('removing a limit is deleteAllowance on the module', () => {
    const removal = encodeDeleteSpendingLimitCall(beneficiary, token)
    expect(removal.to).toBe(ALLOWANCE_MODULE_ADDRESS)
    expect(decodeFunctionData({ abi: allowanceModuleAbi, data: removal.data })).toMatchObject({
      functionName: 'deleteAllowance',
      args: [beneficiary, token],
    })
  })

  it("the beneficiary's transfer carries no payment and an empty signature (the sender is the delegate)", () => {
    const data = encodeSpendingLimitTransfer({ safe, token, to: safe, amount: 5n, beneficiary })
    expect(decodeFunctionData({ abi: allowanceModuleAbi, data }).args).toEqual([
      safe,
      token,
      safe,
      5n,
      zeroAddress,
      0n,
      beneficiary,
      '0x',
    ])
  })

  it("names getTokenAllowance's words and computes what remains and when it resets", () => {
    expect(readTokenAllowance([100n, 30n, 1440n, 29_000_000n, 2n])).toEqual({
      amount: 100n,
      spent: 30n,
      remaining: 70n,
      resetTimeMin: 1440,
      nextResetAt: (29_000_000 + 1440) * 60,
      nonce: 2,
    })
    expect(readTokenAllowance([100n, 0n, 0n, 29_000_000n, 1n]).nextResetAt).toBeNull()
  })
})
