import { canonicalAddresses, encodeMultiSendCall, joinSignatures, safeAbi, splitSignatures } from '@concord/protocol'
import { encodeFunctionData, erc20Abi, getAddress, type Hex, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { validateRawTx } from '../src/features/new-tx/raw/validateRawTx'
import { executionSignatures, preValidatedSignature } from '../src/tx/execute/executionSignatures'
import { parseExecutionFees } from '../src/tx/execute/parseExecutionFees'
import { flattenCalls } from '../src/tx/review/flattenCalls'
import { checkNonce } from '../src/tx/review/nonceCheck'
import { draftToSafeCall } from '../src/tx/review/safeTxFromDraft'
import { balanceChanges } from '../src/tx/simulate/balanceChanges'
import { detectWarnings } from '../src/tx/warnings/detectWarnings'

const SAFE = '0x1111111111111111111111111111111111111111'
const ALICE = '0x2222222222222222222222222222222222222222'
const EVIL = '0x3333333333333333333333333333333333333333'
const TOKEN = '0x4444444444444444444444444444444444444444'
const addOwner = encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [ALICE, 2n] })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 5n] })
const nobodyKnown = { isKnown: () => false }

describe('warnings, inside batches too', () => {
  test('a batch with an owner change and a transfer to an unknown recipient: both named with their place', () => {
    const call = draftToSafeCall(
      [
        { to: SAFE, value: '0', data: addOwner, operation: 0 },
        { to: TOKEN, value: '0', data: transfer, operation: 0 },
      ],
      '1.4.1',
    )
    expect(call.to).toBe(canonicalAddresses['1.4.1'].MultiSendCallOnly)
    const warnings = detectWarnings(SAFE, flattenCalls(call), nobodyKnown)
    expect(warnings).toEqual([
      { kind: 'settings-change', change: 'add an owner', batchIndex: 0 },
      { kind: 'unknown-recipient', recipient: ALICE, batchIndex: 1 },
    ])
    expect(detectWarnings(SAFE, flattenCalls(call), { isKnown: (a) => a === ALICE })).toHaveLength(1)
  })

  test('a call to the Safe with other data is not a settings change; DELEGATE calls are not warnings here (the sign controls block them)', () => {
    const reject = { to: SAFE, value: 0n, data: '0x' as Hex, operation: 0 as const }
    expect(detectWarnings(SAFE, flattenCalls(reject), nobodyKnown)).toEqual([])
    const delegate = { to: EVIL, value: 0n, data: '0x12345678' as Hex, operation: 1 as const }
    expect(detectWarnings(SAFE, flattenCalls(delegate), nobodyKnown)).toEqual([])
  })

  test('several calls with a DELEGATE among them go through MultiSend, which allows it (CallOnly would revert)', () => {
    const call = draftToSafeCall(
      [
        { to: ALICE, value: '1', data: '0x', operation: 0 },
        { to: EVIL, value: '0', data: '0x', operation: 1 },
      ],
      '1.3.0',
    )
    expect(call.to).toBe(canonicalAddresses['1.3.0'].MultiSend)
  })
})

describe('balance changes', () => {
  test('native value and ERC-20 transfers out of the Safe are summed per call; a transfer to the Safe itself is not', () => {
    const calls = flattenCalls({
      to: canonicalAddresses['1.4.1'].MultiSendCallOnly,
      value: 0n,
      operation: 1,
      data: encodeMultiSendCall([
        { operation: 0, to: ALICE, value: parseEther('0.1'), data: '0x' },
        { operation: 0, to: TOKEN, value: 0n, data: transfer },
        { operation: 0, to: SAFE, value: 5n, data: '0x' },
      ]),
    })
    expect(balanceChanges(SAFE, calls)).toEqual([
      { token: null, amount: parseEther('0.1'), to: ALICE },
      { token: TOKEN, amount: 5n, to: ALICE },
    ])
  })
})

describe('nonce checks', () => {
  const state = { currentNonce: 4, recommendedNonce: 6, queuedNonces: [4, 5] }
  test('used, replacing, gap, fine, not a number', () => {
    expect(checkNonce('3', state)).toMatchObject({ kind: 'used' })
    expect(checkNonce('5', state)).toMatchObject({ kind: 'replaces' })
    expect(checkNonce('8', state)).toMatchObject({ kind: 'gap', message: expect.stringContaining('6 to 7') })
    expect(checkNonce('6', state)).toEqual({ kind: 'ok' })
    expect(checkNonce('six', state)).toMatchObject({ kind: 'invalid' })
  })
})

describe('execution signatures', () => {
  const low = '0x00000000000000000000000000000000000000aa'
  const high = '0xfF00000000000000000000000000000000000000'
  const sig = (byte: string) => `0x${byte.repeat(64)}1b` as Hex
  test('sorted by owner address; the executor owner one short adds its v = 1 signature; only threshold many', () => {
    const blob = executionSignatures([{ owner: high, signature: sig('11') }], {
      threshold: 2,
      owners: [low, high],
      executor: low,
    })
    expect(blob).toBe(`${preValidatedSignature(low)}${sig('11').slice(2)}`.toLowerCase())
    const two = executionSignatures(
      [
        { owner: high, signature: sig('11') },
        { owner: low, signature: sig('22') },
      ],
      { threshold: 1, owners: [low, high] },
    )
    expect(two).toBe(sig('22'))
  })
  test("a contract owner's signature as the gateway keeps it (a blob of its own) moves its bytes to the dynamic part", () => {
    // The parent Safe's EIP-1271 confirmation of a nested transaction: static part, then length and bytes (offset 65).
    const bytes = `0x${'ab'.repeat(130)}` as Hex
    const stored = joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner: low, contractSignature: bytes }])
    const blob = executionSignatures(
      [
        { owner: high, signature: sig('11') },
        { owner: low, signature: stored },
      ],
      { threshold: 2, owners: [low, high] },
    )
    const parts = splitSignatures(blob)
    expect(parts.map((p) => p.type)).toEqual(['CONTRACT_SIGNATURE', 'EOA'])
    expect(parts[0]).toMatchObject({
      owner: getAddress(low),
      contractSignature: bytes,
      s: `0x${(130).toString(16).padStart(64, '0')}`,
    })
    expect(parts[1]?.signature).toBe(sig('11'))
  })
  test('a signature of someone who is no longer an owner is left out', () => {
    const blob = executionSignatures([{ owner: EVIL, signature: sig('33') }], {
      threshold: 1,
      owners: [low],
      executor: low,
    })
    expect(blob).toBe(preValidatedSignature(low).toLowerCase())
  })
})

describe('forms', () => {
  test('raw transaction: errors in words per field; a valid one is a raw draft in wei', () => {
    const bad = validateRawTx({ to: '0x12', value: '1.2.3', data: '0xabc', operation: '0' })
    expect(bad).toEqual({
      ok: false,
      errors: {
        to: 'An address: 0x followed by 40 hex digits.',
        value: 'An amount such as 0.1 (at most 18 decimals).',
        data: 'Hex bytes starting with 0x (an even number of digits).',
      },
    })
    const good = validateRawTx({ to: ALICE, value: '0.1', data: '', operation: '1' })
    expect(good).toMatchObject({
      ok: true,
      draft: { origin: 'raw', calls: [{ to: ALICE, value: parseEther('0.1').toString(), data: '0x', operation: 1 }] },
    })
  })
  test('execution fees: gwei amounts, whole gas, priority not above max', () => {
    expect(parseExecutionFees({ gas: '100000', maxFee: '2.5', maxPriorityFee: '1' })).toEqual({
      ok: true,
      fees: { gas: 100000n, maxFeePerGas: 2_500_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
    })
    expect(parseExecutionFees({ gas: '12', maxFee: '1', maxPriorityFee: '2' })).toEqual({
      ok: false,
      errors: ['Gas limit: a whole number of at least 21000.', 'Max priority fee cannot be more than the max fee.'],
    })
  })
})
