import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertReason } from '../src/index.js'

const abi = parseAbi([
  'error Error(string)',
  'error Panic(uint256)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error Unknown(uint256)',
])
const sender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('revertReason', () => {
  it('reads Error(string), Panic codes and the common token errors in words', () => {
    expect(revertReason(encodeErrorResult({ abi, errorName: 'Error', args: ['GS013'] }))).toBe('GS013')
    expect(revertReason(encodeErrorResult({ abi, errorName: 'Panic', args: [17n] }))).toBe('Panic(17)')
    const balance = encodeErrorResult({ abi, errorName: 'ERC20InsufficientBalance', args: [sender, 1n, 2n] })
    expect(revertReason(balance)).toBe(`ERC20InsufficientBalance(${sender}, 1, 2)`)
  })

  it('says when there is no reason, and gives unknown revert data as is', () => {
    expect(revertReason('0x')).toBe('reverted without a reason')
    const unknown = encodeErrorResult({ abi, errorName: 'Unknown', args: [5n] })
    expect(revertReason(unknown)).toBe(`reverted with data ${unknown}`)
  })
})
