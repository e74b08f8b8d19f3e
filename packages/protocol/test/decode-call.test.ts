import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall, erc20CallsAbi, erc721CallsAbi, safeAbi, safeSettingsCallsAbi } from '../src/index.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const C = '0x3333333333333333333333333333333333333333'
const known = [...safeSettingsCallsAbi, ...erc20CallsAbi, ...erc721CallsAbi] as const

describe('decodeCall', () => {
  it('decodes what viem decodes, the same function and arguments', () => {
    const calls: Hex[] = [
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [A, 10n ** 18n] }),
      encodeFunctionData({ abi: safeAbi, functionName: 'swapOwner', args: [A, B, C] }),
      encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [2n] }),
      encodeFunctionData({ abi: safeAbi, functionName: 'nonce' }),
      encodeFunctionData({ abi: erc721CallsAbi, functionName: 'safeTransferFrom', args: [A, B, 7n, '0xbeef'] }),
      encodeFunctionData({ abi: erc721CallsAbi, functionName: 'safeTransferFrom', args: [A, B, 7n] }),
    ]
    for (const data of calls) {
      for (const abi of [known, safeAbi, erc20Abi]) {
        let expected: unknown = null
        try {
          expected = decodeFunctionData({ abi, data })
        } catch {
          // viem throws when no function has the selector; decodeCall answers null.
        }
        expect(decodeCall(abi, data), data).toEqual(expected)
      }
    }
  })

  it('picks the overload the selector names', () => {
    const data = encodeFunctionData({
      abi: erc721CallsAbi,
      functionName: 'safeTransferFrom',
      args: [A, B, 7n, '0xbeef'],
    })
    expect(decodeCall(known, data)).toEqual({ functionName: 'safeTransferFrom', args: [A, B, 7n, '0xbeef'] })
  })

  it('answers null for an unknown selector or data shorter than one, and throws on arguments that do not decode', () => {
    expect(decodeCall(known, '0xdeadbeef')).toBeNull()
    expect(decodeCall(known, '0x')).toBeNull()
    expect(decodeCall(known, '0xa9059c')).toBeNull()
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [A, 1n] })
    expect(() => decodeCall(known, transfer.slice(0, 40) as Hex)).toThrow()
  })

  it('reads the selector in either case', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [A, 5n] })
    expect(decodeCall(erc20Abi, `0x${data.slice(2, 10).toUpperCase()}${data.slice(10)}` as Hex)?.functionName).toBe(
      'approve',
    )
  })
})
