import { BaseError, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { deploymentFailureText } from '../src/tx/execute/simulateDeployment'

const errorAbi = parseAbi(['error Error(string)'])
/** A viem error as eth_call answers a revert: the revert data on an inner cause. */
const reverted = (data: `0x${string}`) =>
  new BaseError('Execution reverted', { cause: Object.assign(new Error('execution reverted'), { data }) })

describe('why a deployment would fail, in words', () => {
  it('says the Safe is deployed already when the factory’s CREATE2 fails', () => {
    const data = encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: ['Create2 call failed'] })
    expect(deploymentFailureText(reverted(data))).toBe(
      'A contract is at this Safe’s address already: it is deployed. Reload the page.',
    )
  })

  it('says the setup() call would revert when the factory reverts without data', () => {
    expect(deploymentFailureText(reverted('0x'))).toMatch(/^The Safe’s setup\(\) call would revert/)
  })

  it('gives any other reason as the node gave it', () => {
    const data = encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: ['GS000'] })
    expect(deploymentFailureText(reverted(data))).toBe('The deployment would fail: GS000.')
    expect(deploymentFailureText(new BaseError('insufficient funds for gas'))).toMatch(/^The deployment would fail: /)
  })
})
