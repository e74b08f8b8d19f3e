import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { flattenCalls } from '../src/tx/review/flattenCalls'
import { balanceChanges } from '../src/tx/simulate/balanceChanges'
import { failureInWords, type Holding } from '../src/tx/simulate/failureInWords'

const SAFE = '0x1111111111111111111111111111111111111111'
const ALICE = '0x2222222222222222222222222222222222222222'
const USDC = '0x4444444444444444444444444444444444444444'
const eth = (amount: string): Holding => ({ token: null, balance: parseEther(amount), symbol: 'ETH', decimals: 18 })
const usdc = (amount: string): Holding => ({
  token: USDC,
  balance: parseUnits(amount, 6),
  symbol: 'dUSDC',
  decimals: 6,
})
const send = (value: string) =>
  balanceChanges(SAFE, flattenCalls({ to: ALICE, value: parseEther(value), data: '0x', operation: 0 }))
const transfer = (amount: string) =>
  balanceChanges(
    SAFE,
    flattenCalls({
      to: USDC,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, parseUnits(amount, 6)] }),
      operation: 0,
    }),
  )

describe('why a simulated transaction fails, in words', () => {
  test('native value over the balance: what the Safe holds and what this sends', () => {
    expect(failureInWords('reverted without a reason', send('500'), [eth('8.25')])).toBe(
      'The Safe holds 8.25 ETH; this sends 500 ETH',
    )
  })

  test('an ERC-20 transfer over the token balance, in token units', () => {
    expect(failureInWords('ERC20InsufficientBalance(…)', transfer('500'), [eth('8.25'), usdc('120')])).toBe(
      'The Safe holds 120 dUSDC; this sends 500 dUSDC',
    )
  })

  test('amounts within the balances: the Safe code in words, else the revert reason as it is', () => {
    expect(failureInWords('GS013', send('1'), [eth('8.25')])).toBe(
      'the Safe transaction failed (with safeTxGas and gasPrice 0 a failing call reverts the whole execution) (GS013)',
    )
    expect(failureInWords('Ownable: caller is not the owner', transfer('5'), [usdc('120')])).toBe(
      'Ownable: caller is not the owner',
    )
  })

  test('a balance that could not be read computes nothing: the reason stays', () => {
    expect(failureInWords('reverted without a reason', transfer('500'), [])).toBe('reverted without a reason')
  })
})
