import { canonicalAddresses, safeAbi, safeProxyFactoryAbi } from '@concord/protocol'
import { decodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { approveHashDraft, approvesHash } from '../src/features/nested-safes/approveHashDraft'
import { planNestedSafe } from '../src/features/nested-safes/planNestedSafe'

const PARENT = getAddress('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
const OTHER = getAddress('0x2222222222222222222222222222222222222222')
const HASH = `0x${'ab'.repeat(32)}` as const

describe('planNestedSafe', () => {
  test("a parent's call to the 1.4.1 factory: createProxyWithNonce with the parent as first owner, where it will live", () => {
    const plan = planNestedSafe(PARENT, '1.4.1', { otherOwners: OTHER.toLowerCase(), threshold: 2, saltNonce: '7' })
    if (!plan.ok) throw new Error(plan.errors.join(' '))
    const [call] = plan.draft.calls
    const contracts = canonicalAddresses['1.4.1']
    expect(call).toMatchObject({ to: contracts.SafeProxyFactory, value: '0', operation: 0 })
    const decoded = decodeFunctionData({ abi: safeProxyFactoryAbi, data: call?.data as `0x${string}` })
    expect(decoded.functionName).toBe('createProxyWithNonce')
    expect(decoded.args?.[0]).toBe(contracts.SafeL2)
    expect(decoded.args?.[2]).toBe(7n)
    const setup = decodeFunctionData({ abi: safeAbi, data: decoded.args?.[1] as `0x${string}` })
    expect(setup.functionName).toBe('setup')
    expect(setup.args?.[0]).toEqual([PARENT, OTHER])
    expect(setup.args?.[1]).toBe(2n)
    expect(plan.draft.title).toBe(
      `Create nested Safe ${plan.predicted.slice(0, 6)}…${plan.predicted.slice(-4)} (threshold 2 of 2)`,
    )
  })

  test('says what to fix: a bad address, the parent listed again, a threshold above the owners, a bad salt', () => {
    const plan = planNestedSafe(PARENT, '1.4.1', { otherOwners: `0x12 ${PARENT}`, threshold: 3, saltNonce: 'x' })
    expect(plan).toEqual({
      ok: false,
      errors: [
        '0x12 is not a valid address (0x followed by 40 hex digits).',
        'The parent Safe is an owner already: list only the other owners.',
        'Threshold must be between 1 and 1, the number of owners.',
        'Salt nonce must be a whole number (0 or more).',
      ],
    })
  })
})

describe('approveHashDraft', () => {
  test("the parent's call to the nested Safe's approveHash(safeTxHash), recognised as approving that hash only", () => {
    const draft = approveHashDraft(OTHER, HASH)
    const [call] = draft.calls
    expect(call).toMatchObject({ to: OTHER, value: '0', operation: 0 })
    expect(decodeFunctionData({ abi: safeAbi, data: call?.data as `0x${string}` })).toEqual({
      functionName: 'approveHash',
      args: [HASH],
    })
    expect(approvesHash(call?.data ?? null, HASH)).toBe(true)
    expect(approvesHash(call?.data ?? null, `0x${'cd'.repeat(32)}`)).toBe(false)
  })
})
