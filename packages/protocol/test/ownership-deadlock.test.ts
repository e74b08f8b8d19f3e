import { encodeFunctionData, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  applyOwnerChange,
  explainOwnershipDeadlock,
  findOwnershipDeadlock,
  type OwnershipDeadlock,
  type OwnershipSetup,
  SENTINEL,
  safeAbi,
} from '../src/index.js'

const KEY_1 = '0x1111111111111111111111111111111111111111'
const KEY_2 = '0x2222222222222222222222222222222222222222'
const PARENT = getAddress('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
const NESTED = getAddress('0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')
const GRANDCHILD = getAddress('0xcccccccccccccccccccccccccccccccccccccccc')

const known = (entries: [string, OwnershipSetup][]) => new Map(entries.map(([a, s]) => [a.toLowerCase(), s]))

describe('findOwnershipDeadlock', () => {
  it('accepts a Safe of keys and a nested Safe whose parent keys can reach both thresholds', () => {
    expect(findOwnershipDeadlock(PARENT, { owners: [KEY_1, KEY_2], threshold: 2 }, known([]))).toBeNull()
    const tree = known([[PARENT, { owners: [KEY_1, KEY_2], threshold: 1 }]])
    expect(findOwnershipDeadlock(NESTED, { owners: [PARENT], threshold: 1 }, tree)).toBeNull()
    expect(
      findOwnershipDeadlock(
        GRANDCHILD,
        { owners: [NESTED, KEY_1], threshold: 2 },
        known([
          [PARENT, { owners: [KEY_1, KEY_2], threshold: 1 }],
          [NESTED, { owners: [PARENT], threshold: 1 }],
        ]),
      ),
    ).toBeNull()
  })

  it('refuses Safes owning each other in a loop, naming the loop', () => {
    // The parent adds its nested Safe as an owner and drops its keys: parent → nested → parent.
    const tree = known([[NESTED, { owners: [PARENT], threshold: 1 }]])
    const deadlock = findOwnershipDeadlock(PARENT, { owners: [NESTED, KEY_1], threshold: 1 }, tree)
    expect(deadlock).toEqual({ kind: 'loop', path: [PARENT, NESTED, PARENT] })
    expect(explainOwnershipDeadlock(deadlock as OwnershipDeadlock)).toContain(`${PARENT} → ${NESTED} → ${PARENT}`)
  })

  it('refuses a loop through a grandchild', () => {
    const tree = known([
      [NESTED, { owners: [GRANDCHILD], threshold: 1 }],
      [GRANDCHILD, { owners: [PARENT], threshold: 1 }],
    ])
    const deadlock = findOwnershipDeadlock(PARENT, { owners: [NESTED], threshold: 1 }, tree)
    expect(deadlock?.kind).toBe('loop')
  })

  it('refuses a setup where no keys can reach the threshold through the tree', () => {
    // The nested Safe's only key-backed owner is a parent whose threshold its keys cannot reach (1 key, threshold 2
    // counts a Safe owner that is itself stuck).
    const stuck = known([
      [PARENT, { owners: [KEY_1, GRANDCHILD], threshold: 2 }],
      [GRANDCHILD, { owners: [], threshold: 1 }],
    ])
    const deadlock = findOwnershipDeadlock(NESTED, { owners: [PARENT, KEY_2], threshold: 2 }, stuck)
    expect(deadlock).toEqual({ kind: 'no-key-path', safe: NESTED })
    expect(explainOwnershipDeadlock(deadlock as OwnershipDeadlock)).toMatch(
      /no set of externally owned keys could reach the threshold/,
    )
    // Threshold 1: KEY_2 alone can act.
    expect(findOwnershipDeadlock(NESTED, { owners: [PARENT, KEY_2], threshold: 1 }, stuck)).toBeNull()
  })
})

describe('applyOwnerChange', () => {
  const setup: OwnershipSetup = { owners: [KEY_1, KEY_2], threshold: 2 }
  const data = (functionName: string, args: unknown[]) =>
    encodeFunctionData({ abi: safeAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0])

  it('gives the owners and threshold after add, remove, swap and changeThreshold', () => {
    expect(applyOwnerChange(setup, data('addOwnerWithThreshold', [PARENT, 1n]))).toEqual({
      owners: [PARENT, KEY_1, KEY_2],
      threshold: 1,
    })
    expect(applyOwnerChange(setup, data('removeOwner', [SENTINEL, KEY_1, 1n]))).toEqual({
      owners: [KEY_2],
      threshold: 1,
    })
    expect(applyOwnerChange(setup, data('swapOwner', [SENTINEL, KEY_1, PARENT]))).toEqual({
      owners: [PARENT, KEY_2],
      threshold: 2,
    })
    expect(applyOwnerChange(setup, data('changeThreshold', [1n]))).toEqual({ owners: [KEY_1, KEY_2], threshold: 1 })
  })

  it('is null for anything else', () => {
    expect(applyOwnerChange(setup, null)).toBeNull()
    expect(applyOwnerChange(setup, '0x')).toBeNull()
    expect(applyOwnerChange(setup, data('approveHash', [`0x${'00'.repeat(32)}`]))).toBeNull()
    expect(applyOwnerChange(setup, '0xdeadbeef')).toBeNull()
  })
})
