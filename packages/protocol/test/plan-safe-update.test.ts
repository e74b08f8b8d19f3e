import { decodeFunctionData, parseAbi, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { planSafeUpdate, registryAddresses, safeMigrationAbi } from '../src/index.js'

const safeAddress = '0x00000000000000000000000000000000000000aa' as const
const custom = '0x00000000000000000000000000000000000000cc' as const
const legacyCalls = parseAbi(['function changeMasterCopy(address)', 'function setFallbackHandler(address)'])
const migrationOf = (plan: ReturnType<typeof planSafeUpdate>) => {
  const [call] = plan?.calls ?? []
  return call && decodeFunctionData({ abi: safeMigrationAbi, data: call.data }).functionName
}

describe('planSafeUpdate', () => {
  test.each(['1.0.0', '1.1.1', '1.2.0'])('a %s Safe moves to 1.4.1 by changeMasterCopy and setFallbackHandler', (v) => {
    const plan = planSafeUpdate({
      safeAddress,
      version: v,
      implementation: registryAddresses[v as '1.1.1'].canonical.Safe,
      fallbackHandler: null,
      l2Chain: false,
    })
    expect(plan?.to).toBe('1.4.1')
    expect(plan?.calls.map((call) => [call.operation, call.to.toLowerCase()])).toEqual([
      [0, safeAddress],
      [0, safeAddress],
    ])
    const decoded = plan?.calls.map((call) => decodeFunctionData({ abi: legacyCalls, data: call.data }))
    expect(decoded?.map((d) => [d.functionName, d.args[0]])).toEqual([
      ['changeMasterCopy', registryAddresses['1.4.1'].canonical.Safe],
      ['setFallbackHandler', registryAddresses['1.4.1'].canonical.CompatibilityFallbackHandler],
    ])
  })

  test('on an L2 chain a pre-1.3.0 Safe moves to the L2 singleton', () => {
    const plan = planSafeUpdate({
      safeAddress,
      version: '1.1.1',
      implementation: registryAddresses['1.1.1'].canonical.Safe,
      fallbackHandler: null,
      l2Chain: true,
    })
    expect(plan?.singleton).toBe(registryAddresses['1.4.1'].canonical.SafeL2)
  })

  test('1.3.0 and 1.4.1 go to 1.5.0 through its SafeMigration, keeping L2 and a custom handler', () => {
    const at = (version: '1.3.0' | '1.4.1', l2: boolean, handler: `0x${string}` | null) =>
      planSafeUpdate({
        safeAddress,
        version: l2 ? `${version}+L2` : version,
        implementation: registryAddresses[version].canonical[l2 ? 'SafeL2' : 'Safe'],
        fallbackHandler: handler,
        l2Chain: l2,
      })
    const defaultHandler = registryAddresses['1.4.1'].canonical.CompatibilityFallbackHandler
    const plan = at('1.4.1', false, defaultHandler)
    expect(plan?.calls[0]).toMatchObject({ operation: 1, to: registryAddresses['1.5.0'].canonical.SafeMigration })
    expect(migrationOf(plan)).toBe('migrateWithFallbackHandler')
    expect(plan?.singleton).toBe(registryAddresses['1.5.0'].canonical.Safe)
    expect(migrationOf(at('1.4.1', false, custom))).toBe('migrateSingleton')
    expect(migrationOf(at('1.3.0', true, registryAddresses['1.3.0'].eip155.CompatibilityFallbackHandler))).toBe(
      'migrateL2WithFallbackHandler',
    )
    expect(migrationOf(at('1.3.0', true, custom))).toBe('migrateL2Singleton')
    expect(at('1.3.0', true, null)?.singleton).toBe(registryAddresses['1.5.0'].canonical.SafeL2)
  })

  test('the newest version has nothing to update to, and an unknown one is refused', () => {
    const base = { safeAddress, implementation: zeroAddress, fallbackHandler: null, l2Chain: false }
    expect(planSafeUpdate({ ...base, version: '1.5.0' })).toBeNull()
    expect(() => planSafeUpdate({ ...base, version: '0.1.0' })).toThrow(/Safe version "0.1.0" is not supported/)
  })
})
