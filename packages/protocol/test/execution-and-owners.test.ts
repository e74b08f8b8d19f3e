import { decodeFunctionData, type Hex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  encodeExecTransaction,
  explainSafeError,
  isOwner,
  previousInList,
  SAFE_ERROR_CODES,
  SENTINEL,
  safeAbi,
} from '../src/index.js'

const A = '0x1000000000000000000000000000000000000001'
const B = '0x2000000000000000000000000000000000000002'
const C = '0x3000000000000000000000000000000000000003'

describe('encodeExecTransaction', () => {
  it('encodes execTransaction with every SafeTx field but the nonce, in the contract order, and the signatures', () => {
    const tx = {
      to: B,
      value: 5n,
      data: '0xabcdef' as Hex,
      operation: 1 as const,
      safeTxGas: 7n,
      baseGas: 8n,
      gasPrice: 9n,
      gasToken: C,
      refundReceiver: A,
    } as const
    const calldata = encodeExecTransaction(tx, '0x1234')
    expect(calldata.slice(0, 10)).toBe('0x6a761202')
    const decoded = decodeFunctionData({ abi: safeAbi, data: calldata })
    expect(decoded.functionName).toBe('execTransaction')
    expect(decoded.args).toEqual([B, 5n, '0xabcdef', 1, 7n, 8n, 9n, C, A, '0x1234'])
  })
})

describe('owner lists', () => {
  it('finds the previous entry of the Safe linked list, SENTINEL for the first, null when absent', () => {
    expect(previousInList([A, B, C], A)).toBe(SENTINEL)
    expect(previousInList([A, B, C], C.toLowerCase() as typeof C)).toBe(B)
    expect(previousInList([A, B], C)).toBeNull()
  })

  it('tells an owner in any letter case, and nobody for a missing account', () => {
    expect(isOwner([A, B], B.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(isOwner([A, B], C)).toBe(false)
    expect(isOwner([A, B], undefined)).toBe(false)
    expect(isOwner([], zeroAddress)).toBe(false)
  })
})

describe('explainSafeError', () => {
  it('spells out a GSxxx code inside a revert reason and leaves other reasons as they are', () => {
    expect(explainSafeError('execution reverted: GS026')).toBe(
      'a signature is not from a current owner (or they are not sorted by owner) (GS026)',
    )
    expect(explainSafeError('GS204')).toBe('this address is already an owner (GS204)')
    expect(explainSafeError('ERC20InsufficientBalance(0x1, 1, 2)')).toBe('ERC20InsufficientBalance(0x1, 1, 2)')
    expect(explainSafeError('GS999')).toBe('GS999')
  })

  it('has words for codes of every part of the contracts: execution, signatures, modules, owners, guard', () => {
    for (const code of ['GS013', 'GS020', 'GS031', 'GS104', 'GS203', 'GS300']) {
      expect(SAFE_ERROR_CODES[code]).toMatch(/\w/)
    }
  })
})
