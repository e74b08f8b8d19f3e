import { canonicalAddresses, encodeMultiSendCall, migrationAddresses } from '@concord/protocol'
import { type Address, concatHex, encodeFunctionData, getAddress, type Hex, numberToHex, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { delegateCallPlace, findDelegateCalls } from '../src/tx/warnings/findDelegateCalls'
import {
  canonicalDelegateTargets,
  delegateBlockedBy,
  distinctTargets,
  untrustedDelegateCalls,
} from '../src/tx/warnings/untrustedDelegateCalls'

const ALICE = getAddress('0x2222222222222222222222222222222222222222')
const EVIL = getAddress('0x3333333333333333333333333333333333333333')
const LIB = getAddress('0x5555555555555555555555555555555555555555')
const v141 = canonicalAddresses['1.4.1']
const v130 = canonicalAddresses['1.3.0']
const nobody = () => false

type Entry = { operation: 0 | 1; to: Address; value: bigint; data: Hex }
const batch = (to: Address, entries: Entry[], operation: 0 | 1 = 1) => ({
  to,
  operation,
  data: encodeMultiSendCall(entries),
})
const call = (to: Address, operation: 0 | 1 = 0, data: Hex = '0x'): Entry => ({ operation, to, value: 0n, data })

describe('findDelegateCalls: every DELEGATECALL, at any depth of MultiSend batches', () => {
  test('a direct DELEGATECALL is found at the top; a CALL is not', () => {
    expect(findDelegateCalls({ to: EVIL, data: '0x12345678', operation: 1 })).toEqual([
      { target: EVIL, path: [], unreadable: false },
    ])
    expect(findDelegateCalls({ to: EVIL, data: '0x12345678', operation: 0 })).toEqual([])
  })

  test('inside a batch, and inside a batch nested in a batch (MultiSend in MultiSend), with its path', () => {
    const inner = batch(v141.MultiSend, [call(ALICE), call(EVIL, 1, '0xdeadbeef')])
    const outer = batch(v141.MultiSend, [call(ALICE), { ...call(inner.to, 1, inner.data) }, call(LIB, 1)])
    expect(findDelegateCalls(outer)).toEqual([
      { target: v141.MultiSend, path: [], unreadable: false },
      { target: v141.MultiSend, path: [1], unreadable: false },
      { target: EVIL, path: [1, 1], unreadable: false },
      { target: LIB, path: [2], unreadable: false },
    ])
  })

  test('batches are read whatever their operation and whichever version their MultiSend(CallOnly) is', () => {
    const inCallOnly = batch(v130.MultiSendCallOnly, [call(EVIL, 1)], 0)
    expect(findDelegateCalls(inCallOnly)).toEqual([{ target: EVIL, path: [0], unreadable: false }])
  })

  test('a batch that cannot be read, or nested deeper than 8, is reported unreadable', () => {
    // One entry whose header declares 100 data bytes that are not there.
    const packed = concatHex(['0x01', EVIL, numberToHex(0n, { size: 32 }), numberToHex(100n, { size: 32 })])
    const data = encodeFunctionData({ abi: parseAbi(['function multiSend(bytes)']), args: [packed] })
    expect(findDelegateCalls({ to: v141.MultiSend, operation: 1, data })).toEqual([
      { target: v141.MultiSend, path: [], unreadable: false },
      { target: v141.MultiSend, path: [], unreadable: true },
    ])
    let deep: { to: Address; operation: 0 | 1; data: Hex } = { to: ALICE, operation: 0, data: '0x' }
    for (let i = 0; i < 10; i++) deep = batch(v141.MultiSend, [call(deep.to, deep.operation, deep.data)])
    const found = findDelegateCalls(deep)
    expect(found.filter((d) => d.unreadable)).toEqual([
      { target: v141.MultiSend, path: [0, 0, 0, 0, 0, 0, 0, 0], unreadable: true },
    ])
  })

  test('places in words', () => {
    expect(delegateCallPlace([])).toBe('the transaction itself')
    expect(delegateCallPlace([2])).toBe('call 3 of the batch')
    expect(delegateCallPlace([1, 0])).toBe('call 2 › 1 of the nested batches')
  })
})

describe('untrustedDelegateCalls: canonical for the Safe version, or trusted by the gateway', () => {
  test("the version's MultiSend, MultiSendCallOnly and SignMessageLib are trusted without asking", () => {
    expect(canonicalDelegateTargets('1.4.1')).toEqual([v141.MultiSend, v141.MultiSendCallOnly, v141.SignMessageLib])
    const calls = findDelegateCalls(batch(v141.MultiSend, [call(v141.SignMessageLib, 1)]))
    expect(untrustedDelegateCalls(calls, '1.4.1', nobody)).toEqual([])
  })

  test("another version's MultiSend, a migration contract or any other target needs the gateway's word", () => {
    const calls = findDelegateCalls(
      batch(v141.MultiSend, [
        call(v130.MultiSend, 1, encodeMultiSendCall([])),
        call(migrationAddresses.SafeMigration, 1),
      ]),
    )
    expect(untrustedDelegateCalls(calls, '1.4.1', nobody).map((d) => d.target)).toEqual([
      v130.MultiSend,
      migrationAddresses.SafeMigration,
    ])
    const gateway = (t: string) => t === v130.MultiSend || t === migrationAddresses.SafeMigration
    expect(untrustedDelegateCalls(calls, '1.4.1', gateway)).toEqual([])
  })

  test('an untrusted target nested two batches deep is caught; an unreadable batch is never trusted', () => {
    const inner = batch(v141.MultiSend, [call(EVIL, 1)])
    const calls = findDelegateCalls(batch(v141.MultiSend, [call(inner.to, 1, inner.data)]))
    expect(untrustedDelegateCalls(calls, '1.4.1', nobody)).toEqual([{ target: EVIL, path: [0, 0], unreadable: false }])
    const unreadable = [{ target: v141.MultiSend, path: [], unreadable: true }]
    expect(untrustedDelegateCalls(unreadable, '1.4.1', () => true)).toEqual(unreadable)
  })
})

describe('delegateBlockedBy: consent per target', () => {
  const untrusted = [
    { target: EVIL, path: [0], unreadable: false },
    { target: EVIL, path: [2], unreadable: false },
    { target: LIB, path: [3], unreadable: false },
  ]
  test('blocked while the gateway is asked, then until every distinct target is ticked', () => {
    expect(distinctTargets(untrusted)).toEqual([EVIL, LIB])
    const state = { checking: true, untrusted, acknowledged: new Set<string>(), verb: 'sign' }
    expect(delegateBlockedBy(state)).toBe('Checking the delegate-call targets with the gateway…')
    expect(delegateBlockedBy({ ...state, checking: false })).toBe('Tick the delegate-call confirmation above to sign.')
    const one = new Set([EVIL.toLowerCase()])
    expect(delegateBlockedBy({ ...state, checking: false, acknowledged: one, verb: 'execute' })).toBe(
      'Tick the delegate-call confirmation above to execute.',
    )
    const both = new Set([EVIL.toLowerCase(), LIB.toLowerCase()])
    expect(delegateBlockedBy({ ...state, checking: false, acknowledged: both })).toBeNull()
    expect(delegateBlockedBy({ ...state, checking: false, untrusted: [] })).toBeNull()
  })
})
