import {
  type Address,
  concat,
  decodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  keccak256,
  pad,
  slice,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  canonicalAddresses,
  encodeSafeSetup,
  InvalidSafeSetupError,
  predictSafeAddress,
  proxyCreationCode,
  SAFE_PROXY_CREATION_CODE_1_3_0,
  SAFE_PROXY_CREATION_CODE_1_4_1,
  safeAbi,
  UnsupportedSafeVersionError,
} from '../src/index.js'
import { owners } from './fixtures.js'

const ownerAddresses = owners.map((o) => o.address)
const handler = canonicalAddresses['1.4.1'].CompatibilityFallbackHandler

describe('encodeSafeSetup', () => {
  it('encodes Safe.setup with "none" defaults', () => {
    const { functionName, args } = decodeFunctionData({
      abi: safeAbi,
      data: encodeSafeSetup({ owners: ownerAddresses, threshold: 2, fallbackHandler: handler }),
    })
    expect(functionName).toBe('setup')
    expect(args).toEqual([ownerAddresses, 2n, zeroAddress, '0x', handler, zeroAddress, 0n, zeroAddress])
  })

  it('passes optional module setup and payment through', () => {
    const to = canonicalAddresses['1.4.1'].MultiSend
    const { args } = decodeFunctionData({
      abi: safeAbi,
      data: encodeSafeSetup({
        owners: [ownerAddresses[0] as Address],
        threshold: 1n,
        fallbackHandler: handler,
        to,
        data: '0x1234',
        paymentToken: to,
        payment: 9n,
        paymentReceiver: ownerAddresses[1],
      }),
    })
    expect(args).toEqual([[ownerAddresses[0]], 1n, to, '0x1234', handler, to, 9n, ownerAddresses[1]])
  })

  it('rejects what Safe.setup would revert on, with a reason', () => {
    const base = { fallbackHandler: handler }
    expect(() => encodeSafeSetup({ ...base, owners: [], threshold: 1 })).toThrow(/at least one owner/)
    expect(() => encodeSafeSetup({ ...base, owners: ownerAddresses, threshold: 0 })).toThrow(/between 1 and the number/)
    expect(() => encodeSafeSetup({ ...base, owners: ownerAddresses, threshold: 4 })).toThrow(InvalidSafeSetupError)
    const a = ownerAddresses[0] as Address
    expect(() => encodeSafeSetup({ ...base, owners: [a, a.toLowerCase() as Address], threshold: 1 })).toThrow(/twice/)
    expect(() => encodeSafeSetup({ ...base, owners: [zeroAddress], threshold: 1 })).toThrow(/cannot be a Safe owner/)
    expect(() =>
      encodeSafeSetup({ ...base, owners: ['0x0000000000000000000000000000000000000001'], threshold: 1 }),
    ).toThrow(/cannot be a Safe owner/)
  })
})

describe('predictSafeAddress', () => {
  const initializer = encodeSafeSetup({ owners: ownerAddresses, threshold: 2, fallbackHandler: handler })

  /** CREATE2 address written out from EIP-1014, independent of viem's getContractAddress. */
  function create2(factory: Address, singleton: Address, init: Hex, saltNonce: bigint, code: Hex) {
    const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(init), saltNonce]))
    const initCodeHash = keccak256(concat([code, pad(singleton)]))
    return getAddress(slice(keccak256(concat(['0xff', factory, salt, initCodeHash])), 12))
  }

  it('follows createProxyWithNonce for both versions', () => {
    for (const [version, code] of [
      ['1.4.1', SAFE_PROXY_CREATION_CODE_1_4_1],
      ['1.3.0', SAFE_PROXY_CREATION_CODE_1_3_0],
    ] as const) {
      const { SafeProxyFactory: factory, SafeL2: singleton } = canonicalAddresses[version]
      const predicted = predictSafeAddress({ factory, singleton, initializer, saltNonce: 7n, version })
      expect(predicted).toBe(create2(factory, singleton, initializer, 7n, code))
      expect(proxyCreationCode(version)).toBe(code)
    }
  })

  it('differs by salt nonce, initializer and version, and accepts `+L2` versions', () => {
    const { SafeProxyFactory: factory, Safe: singleton } = canonicalAddresses['1.4.1']
    const base = predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.4.1' })
    expect(predictSafeAddress({ factory, singleton, initializer, saltNonce: '1', version: '1.4.1' })).not.toBe(base)
    const other = encodeSafeSetup({ owners: ownerAddresses, threshold: 1, fallbackHandler: handler })
    expect(predictSafeAddress({ factory, singleton, initializer: other, saltNonce: 0, version: '1.4.1' })).not.toBe(
      base,
    )
    expect(predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.3.0' })).not.toBe(base)
    expect(predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.4.1+L2' })).toBe(base)
    // 1.2.0 Safes come from the 1.1.1 factory; 1.0.0's proxy code is not known to match the canonical factory's.
    const v111 = predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.1.1' })
    expect(predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.2.0' })).toBe(v111)
    expect(predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.5.0' })).not.toBe(base)
    expect(() => predictSafeAddress({ factory, singleton, initializer, saltNonce: 0, version: '1.0.0' })).toThrow(
      UnsupportedSafeVersionError,
    )
  })
})
