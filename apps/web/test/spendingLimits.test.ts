import { ALLOWANCE_MODULE_ADDRESS, allowanceModuleAbi } from '@concord/protocol'
import { decodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  buildRemoveSpendingLimit,
  buildSetSpendingLimit,
} from '../src/features/spending-limits/buildSpendingLimitDraft'
import { checkSpendAmount } from '../src/features/spending-limits/checkSpendAmount'
import type { LimitToken } from '../src/features/spending-limits/tokenDirectory'

const safe = {
  address: '0x7210E1DE2501CE2a865df105d4fF235317DF6b1B',
  owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  modules: [],
} as const
const usdc: LimitToken = {
  address: getAddress('0xed989c1533814919395725831330ce545e2e9c12'),
  symbol: 'dUSDC',
  decimals: 6,
}
const tokens = new Map([[usdc.address, usdc]])
const beneficiary = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const form = { beneficiary, token: usdc.address, amount: '100', resetPeriod: 'week' }

// Issue 34 point 2: owners set a limit in one reviewed transaction, described in words.
describe('spending-limit drafts', () => {
  test('a first limit enables the module, adds the delegate and sets 100 dUSDC a week, titled in words', () => {
    const plan = buildSetSpendingLimit(safe, form, tokens, ALLOWANCE_MODULE_ADDRESS, [])
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors))
    expect(plan.draft.title).toBe('Spending limit: lets 0x976E…0aa9 spend up to 100 dUSDC per week without signatures')
    expect(plan.draft.calls.map((c) => c.to)).toEqual([
      safe.address,
      ALLOWANCE_MODULE_ADDRESS,
      ALLOWANCE_MODULE_ADDRESS,
    ])
    const last = plan.draft.calls[2]
    expect(last && decodeFunctionData({ abi: allowanceModuleAbi, data: last.data as `0x${string}` }).args).toEqual([
      beneficiary,
      usdc.address,
      100_000_000n,
      10_080,
      0,
    ])
    expect(plan.draft.safeTxGas).toBe('0')
  })

  test('changing an existing delegate’s limit with the module enabled is one setAllowance', () => {
    const enabled = { ...safe, modules: [ALLOWANCE_MODULE_ADDRESS] }
    const plan = buildSetSpendingLimit(enabled, { ...form, resetPeriod: 'none' }, tokens, ALLOWANCE_MODULE_ADDRESS, [
      beneficiary,
    ])
    if (!plan.ok) throw new Error('expected a draft')
    expect(plan.draft.calls).toHaveLength(1)
    expect(plan.draft.title).toContain('(once, no reset)')
  })

  test('says what to fix: a bad beneficiary, the Safe itself, too many decimals, zero', () => {
    const bad = buildSetSpendingLimit(
      safe,
      { ...form, beneficiary: '0x12', amount: '1.0000001' },
      tokens,
      ALLOWANCE_MODULE_ADDRESS,
      [],
    )
    expect(bad).toEqual({
      ok: false,
      errors: {
        beneficiary: 'Enter the beneficiary’s address (0x and 40 hex digits).',
        amount: 'dUSDC has 6 decimals: use at most that many.',
      },
    })
    const self = buildSetSpendingLimit(
      safe,
      { ...form, beneficiary: safe.address },
      tokens,
      ALLOWANCE_MODULE_ADDRESS,
      [],
    )
    expect(self.ok ? null : self.errors.beneficiary).toMatch(/cannot be its own beneficiary/)
    const zero = buildSetSpendingLimit(safe, { ...form, amount: '0' }, tokens, ALLOWANCE_MODULE_ADDRESS, [])
    expect(zero.ok ? null : zero.errors.amount).toBe('Enter an amount above 0.')
  })

  test('removing a limit is deleteAllowance, titled with the token and beneficiary', () => {
    const draft = buildRemoveSpendingLimit(beneficiary, usdc, ALLOWANCE_MODULE_ADDRESS)
    expect(draft.title).toBe(`Remove the dUSDC spending limit of ${beneficiary}`)
    const call = draft.calls[0]
    expect(call && decodeFunctionData({ abi: allowanceModuleAbi, data: call.data as `0x${string}` }).functionName).toBe(
      'deleteAllowance',
    )
  })
})

describe('the beneficiary’s spend check', () => {
  test('within what remains it passes; above it is refused in words', () => {
    const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
    expect(checkSpendAmount({ recipient, amount: '70' }, usdc, 70_000_000n)).toEqual({
      ok: true,
      to: recipient,
      amount: 70_000_000n,
    })
    expect(checkSpendAmount({ recipient, amount: '70.000001' }, usdc, 70_000_000n)).toEqual({
      ok: false,
      errors: { amount: 'That is more than your spending limit allows: 70 dUSDC remain until it resets.' },
    })
    expect(checkSpendAmount({ recipient: 'nope', amount: '1' }, usdc, 70_000_000n)).toMatchObject({
      ok: false,
      errors: { recipient: 'Enter the recipient’s address (0x and 40 hex digits).' },
    })
  })
})
