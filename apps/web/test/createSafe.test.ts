import type { ChainInfo } from '@concord/gateway-client'
import { canonicalAddresses } from '@concord/protocol'
import { describe, expect, test } from 'vitest'
import { planSafeDeployment, safeContractsFor } from '../src/features/create-safe/planSafeDeployment'
import { suggestedThreshold } from '../src/features/create-safe/suggestedThreshold'
import { randomSaltNonce, validateSafeForm } from '../src/features/create-safe/validateSafeForm'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const row = (address: string, name = '') => ({ address, name })

describe('create-Safe form', () => {
  test('says in words what to fix: bad address, empty row, duplicate owner, threshold, salt', () => {
    const result = validateSafeForm({
      owners: [row(A), row('0x1234'), row(''), row(A.toLowerCase())],
      threshold: 5,
      saltNonce: '-1',
    })
    expect(result).toEqual({
      ok: false,
      errors: [
        'Owner 2: 0x1234 is not a valid address (0x followed by 40 hex digits).',
        'Owner 3: enter an address.',
        'Owner 4 is the same address as owner 1: remove the duplicate.',
        'Threshold must be between 1 and 4, the number of owners.',
        'Salt nonce must be a whole number (0 or more).',
      ],
    })
    expect(validateSafeForm({ owners: [row(A)], threshold: 0, saltNonce: '1' })).toMatchObject({
      errors: ['Threshold must be between 1 and 1, the number of owners.'],
    })
  })

  test('a valid form gives checksummed owners and a bigint salt; random salts differ', () => {
    expect(validateSafeForm({ owners: [row(A.toLowerCase()), row(B)], threshold: 2, saltNonce: ' 42 ' })).toEqual({
      ok: true,
      value: { owners: [A, B], threshold: 2, saltNonce: 42n },
    })
    expect(randomSaltNonce()).toMatch(/^\d+$/)
    expect(randomSaltNonce()).not.toBe(randomSaltNonce())
  })
})

describe('deployment plan', () => {
  const chain = (recommended: string | null, factory: string | null) =>
    ({
      recommendedMasterCopyVersion: recommended,
      contractAddresses: { safeProxyFactoryAddress: factory, fallbackHandlerAddress: null },
    }) as unknown as ChainInfo
  const FACTORY = '0x00000000000000000000000000000000000000fa'

  test("uses the chain config's factory for its recommended version, canonical contracts otherwise, SafeL2 always", () => {
    expect(safeContractsFor(chain('1.4.1', FACTORY), '1.4.1')).toEqual({
      factory: FACTORY,
      singleton: canonicalAddresses['1.4.1'].SafeL2,
      fallbackHandler: canonicalAddresses['1.4.1'].CompatibilityFallbackHandler,
    })
    expect(safeContractsFor(chain('1.4.1', FACTORY), '1.3.0').factory).toBe(
      canonicalAddresses['1.3.0'].SafeProxyFactory,
    )
  })

  test('the predicted address changes with the salt and the version', () => {
    const form = { owners: [A, B] as const, threshold: 2, saltNonce: 1n }
    const c = chain(null, null)
    const one = planSafeDeployment(c, '1.4.1', { ...form, owners: [...form.owners] })
    const two = planSafeDeployment(c, '1.4.1', { ...form, owners: [...form.owners], saltNonce: 2n })
    const old = planSafeDeployment(c, '1.3.0', { ...form, owners: [...form.owners] })
    expect(new Set([one.predicted, two.predicted, old.predicted]).size).toBe(3)
    expect(one.factory).toBe(canonicalAddresses['1.4.1'].SafeProxyFactory)
  })
})

describe('the threshold suggested for a new Safe', () => {
  test('a majority of the owners: 1 of 1, 2 of 2, 2 of 3, 3 of 4, 3 of 5', () => {
    expect([1, 2, 3, 4, 5].map(suggestedThreshold)).toEqual([1, 2, 2, 3, 3])
  })
})
