import { encodeFunctionData, getAddress, type Hex } from 'viem'

import { describe, expect, it } from 'vitest'
import {
  type CallWithOperation,
  canonicalAddresses,
  delegateCallsIn,
  encodeMultiSendCall,
  MAX_BATCH_DEPTH,
  multiSendAbi,
} from '../src/index.js'

const { MultiSend, MultiSendCallOnly } = canonicalAddresses['1.4.1']
// Checksummed, as batch entries are decoded.
const EVIL = getAddress('0x00000000000000000000000000000000000000ee')
const LIB = getAddress('0x00000000000000000000000000000000000000cc')
const ALICE = getAddress('0x00000000000000000000000000000000000000a1')
const batchTargets = new Set<string>([MultiSend, MultiSendCallOnly])
const options = { isBatchTarget: (to: string) => batchTargets.has(to) }

type Entry = { to: `0x${string}`; operation: 0 | 1; data: Hex }
const entry = (to: `0x${string}`, operation: 0 | 1 = 0, data: Hex = '0x'): Entry => ({ to, operation, data })
const batch = (to: `0x${string}`, entries: Entry[], operation: 0 | 1 = 1): Entry => ({
  to,
  operation,
  data: encodeMultiSendCall(entries.map((e) => ({ ...e, value: 0n }))),
})
/** A batch holding a batch … `depth` levels down, the innermost holding one plain call. */
function nested(depth: number): Entry {
  let call = entry(ALICE)
  for (let i = 0; i < depth; i++) call = batch(MultiSend, [call])
  return call
}

describe('delegateCallsIn', () => {
  it('finds a direct DELEGATECALL, and none in a plain call', () => {
    expect(delegateCallsIn({ to: EVIL, data: '0x12345678', operation: 1 }, options)).toEqual([
      { to: EVIL, path: [], unreadable: false },
    ])
    expect(delegateCallsIn({ to: EVIL, data: null, operation: 0 }, options)).toEqual([])
  })

  it('finds each DELEGATECALL in batches nested in batches, in order, with its path', () => {
    const inner = batch(MultiSend, [entry(ALICE), entry(EVIL, 1)])
    const outer = batch(MultiSend, [entry(ALICE), inner, entry(LIB, 1)])
    expect(delegateCallsIn(outer, options)).toEqual([
      { to: MultiSend, path: [], unreadable: false },
      { to: MultiSend, path: [1], unreadable: false },
      { to: EVIL, path: [1, 1], unreadable: false },
      { to: LIB, path: [2], unreadable: false },
    ])
    // A batch called (not delegatecalled) still runs its entries: MultiSendCallOnly is called.
    expect(delegateCallsIn(batch(MultiSendCallOnly, [entry(EVIL, 1)], 0), options)).toEqual([
      { to: EVIL, path: [0], unreadable: false },
    ])
  })

  it('reads only the targets the caller names as batches', () => {
    const data = encodeMultiSendCall([{ ...entry(EVIL, 1), value: 0n }])
    const call: CallWithOperation = { to: LIB, data, operation: 0 }
    expect(delegateCallsIn(call, options)).toEqual([])
    expect(delegateCallsIn(call, { isBatchTarget: (to) => to === LIB })).toEqual([
      { to: EVIL, path: [0], unreadable: false },
    ])
  })

  it('reports a batch that cannot be unpacked as unreadable', () => {
    const data = encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: ['0x01'] })
    expect(delegateCallsIn({ to: MultiSend, data, operation: 1 }, options)).toEqual([
      { to: MultiSend, path: [], unreadable: false },
      { to: MultiSend, path: [], unreadable: true },
    ])
  })

  it(`reads batches ${MAX_BATCH_DEPTH} deep and reports one nested deeper as unreadable, at its place`, () => {
    const readable = delegateCallsIn(nested(MAX_BATCH_DEPTH), options)
    expect(readable.filter((found) => found.unreadable)).toEqual([])
    expect(readable).toHaveLength(MAX_BATCH_DEPTH)
    const tooDeep = delegateCallsIn(nested(MAX_BATCH_DEPTH + 1), options)
    expect(tooDeep.filter((found) => found.unreadable)).toEqual([
      { to: MultiSend, path: Array(MAX_BATCH_DEPTH).fill(0), unreadable: true },
    ])
    // The limit is the caller's to lower.
    expect(delegateCallsIn(nested(3), { ...options, maxDepth: 2 }).filter((found) => found.unreadable)).toEqual([
      { to: MultiSend, path: [0, 0], unreadable: true },
    ])
  })
})
