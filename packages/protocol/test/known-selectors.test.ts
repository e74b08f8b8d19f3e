import { type Abi, erc20Abi, erc721Abi, toFunctionSelector, toFunctionSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20CallsAbi, erc721CallsAbi, safeSettingsCallsAbi } from '../src/abis/known-calls.ts'
import { knownSelectors } from '../src/abis/known-selectors.ts'
import { multiSendAbi } from '../src/abis/multi-send.ts'
import { safeAbi, safeAbi_1_3_0, safeAbi_1_5_0 } from '../src/abis/safe.ts'

describe('the function selectors written out in the package', () => {
  it('are the first four bytes of the Keccak hash of each signature', () => {
    expect(knownSelectors.size).toBeGreaterThan(50)
    for (const [signature, selector] of knownSelectors) expect(selector, signature).toBe(toFunctionSelector(signature))
  })

  it('cover every function of the ABIs a transaction is decoded against', () => {
    const abis: Abi[] = [
      safeAbi,
      safeAbi_1_3_0,
      safeAbi_1_5_0,
      safeSettingsCallsAbi,
      erc20CallsAbi,
      erc721CallsAbi,
      erc20Abi,
      erc721Abi,
      multiSendAbi,
    ]
    for (const abi of abis) {
      for (const item of abi) {
        if (item.type === 'function') expect(knownSelectors.has(toFunctionSignature(item)), item.name).toBe(true)
      }
    }
  })
})
