import fc from 'fast-check'
import { type Address, decodeFunctionData, getAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  decodeMultiSendData,
  encodeMultiSendCall,
  encodeMultiSendData,
  MalformedMultiSendError,
  MULTI_SEND_SELECTOR,
  type MultiSendTransaction,
  multiSendAbi,
} from '../src/index.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const batch: MultiSendTransaction[] = [
  { operation: 0, to: token, value: 0n, data: '0xa9059cbb' },
  { operation: 1, to: '0x00000000000000000000000000000000000000Aa', value: 5n, data: '0x' },
]

describe('MultiSend encoding', () => {
  it('packs operation ‖ to ‖ value ‖ length ‖ data without padding', () => {
    const packed = encodeMultiSendData(batch)
    const expected =
      `0x00${token.slice(2).toLowerCase()}${'0'.repeat(64)}${'0'.repeat(63)}4a9059cbb` +
      `01${'00'.repeat(19)}aa${'0'.repeat(63)}5${'0'.repeat(64)}`
    expect(packed).toBe(expected)
    expect(encodeMultiSendData([])).toBe('0x')
  })

  it('wraps the packed bytes in multiSend(bytes) calldata', () => {
    const calldata = encodeMultiSendCall(batch)
    expect(calldata.startsWith(MULTI_SEND_SELECTOR)).toBe(true)
    const { functionName, args } = decodeFunctionData({ abi: multiSendAbi, data: calldata })
    expect(functionName).toBe('multiSend')
    expect(args[0]).toBe(encodeMultiSendData(batch))
  })

  it('decodes both packed bytes and calldata', () => {
    const normalised = batch.map((t) => ({ ...t, to: getAddress(t.to) }))
    expect(decodeMultiSendData(encodeMultiSendData(batch))).toEqual(normalised)
    expect(decodeMultiSendData(encodeMultiSendCall(batch))).toEqual(normalised)
    expect(decodeMultiSendData('0x')).toEqual([])
  })

  it('rejects truncated data, unknown operations and broken calldata', () => {
    const packed = encodeMultiSendData(batch)
    expect(() => decodeMultiSendData(packed.slice(0, -2) as Hex)).toThrow(MalformedMultiSendError)
    expect(() => decodeMultiSendData(packed.slice(0, 40) as Hex)).toThrow(/truncated/)
    expect(() => decodeMultiSendData(`0x02${packed.slice(4)}`)).toThrow(/operation 2/)
    expect(() => decodeMultiSendData(`${MULTI_SEND_SELECTOR}1234`)).toThrow(/does not ABI-decode/)
    expect(() => encodeMultiSendData([{ operation: 2 as 0, to: token, value: 0n, data: '0x' }])).toThrow(
      MalformedMultiSendError,
    )
  })

  it('round-trips any batch exactly (property)', () => {
    const hex = (min: number, max: number) =>
      fc
        .uint8Array({ minLength: min, maxLength: max })
        .map((b) => (b.length ? (`0x${Buffer.from(b).toString('hex')}` as Hex) : '0x'))
    const tx = fc.record({
      operation: fc.constantFrom(0 as const, 1 as const),
      to: hex(20, 20).map((a) => getAddress(a) as Address),
      value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
      data: hex(0, 200),
    })
    fc.assert(
      fc.property(fc.array(tx, { maxLength: 8 }), (txs) => {
        const packed = encodeMultiSendData(txs)
        expect(decodeMultiSendData(packed)).toEqual(txs)
        expect(decodeMultiSendData(encodeMultiSendCall(txs))).toEqual(txs)
        expect(encodeMultiSendData(decodeMultiSendData(packed))).toBe(packed)
      }),
      { numRuns: 200 },
    )
  })
})
