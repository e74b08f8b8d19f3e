import { canonicalAddresses, registryAddresses, safeMigrationAbi, versionContract } from '@concord/protocol'
import { type Address, decodeFunctionData, getAddress, type Hex, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildSafeUpdate } from '../src/features/settings/contract/buildSafeUpdate'
import { listSafeUpdates } from '../src/features/settings/contract/listSafeUpdates'
import { SAFE_MIGRATION_141 } from '../src/features/settings/contract/safeMigration'
import type { SafeSetup } from '../src/features/settings/safeSetup'
import { draftToSafeCall } from '../src/tx/review/safeTxFromDraft'

const SAFE = getAddress(`0x${'5afe'.padStart(40, '0')}`)
const CUSTOM = getAddress(`0x${'c0de'.padStart(40, '0')}`)
const legacyAbi = parseAbi(['function changeMasterCopy(address)', 'function setFallbackHandler(address)'])
const chain = { l2: true, recommendedMasterCopyVersion: '1.4.1' }

const safeOn = (version: string, implementation: Address, fallbackHandler: Address | null): SafeSetup => ({
  address: SAFE,
  owners: [CUSTOM],
  threshold: 1,
  modules: [],
  version,
  implementation,
  fallbackHandler,
  guard: null,
  moduleGuard: null,
})
const legacySafe = (version: '1.0.0' | '1.1.1' | '1.2.0') =>
  safeOn(version, registryAddresses[version].canonical.Safe, null)

describe('Update Safe: what Settings offers each version, from the registry', () => {
  test('1.0.0, 1.1.1 and 1.2.0 get "Update to 1.4.1": changeMasterCopy then setFallbackHandler, calls on the Safe', () => {
    for (const version of ['1.0.0', '1.1.1', '1.2.0'] as const) {
      const [option, ...more] = listSafeUpdates(legacySafe(version), chain)
      expect(more).toEqual([])
      expect(option).toMatchObject({ from: version, to: '1.4.1', recommended: true })
      if (!option?.plan.ok) throw new Error(`no plan for ${version}`)
      expect(option.plan.draft.title).toBe(`Update Safe from ${version} to 1.4.1`)
      const calls = option.plan.draft.calls
      expect(calls.map((c) => [c.to, c.value, c.operation])).toEqual([
        [SAFE, '0', 0],
        [SAFE, '0', 0],
      ])
      const decoded = calls.map((c) => decodeFunctionData({ abi: legacyAbi, data: c.data as Hex }))
      expect(decoded).toEqual([
        { functionName: 'changeMasterCopy', args: [canonicalAddresses['1.4.1'].SafeL2] },
        { functionName: 'setFallbackHandler', args: [canonicalAddresses['1.4.1'].CompatibilityFallbackHandler] },
      ])
      // Old domains lack the chain id: the owners are told what they signed before must be signed again.
      expect(option.explanation).toContain('must be signed again')
      expect(option.explanation).toContain('owners, threshold, modules, funds and history stay')
    }
  })

  test("a pre-1.3.0 update is batched through that version's MultiSend (there is no MultiSendCallOnly before 1.3.0)", () => {
    const [option] = listSafeUpdates(legacySafe('1.1.1'), chain)
    if (!option?.plan.ok) throw new Error('no plan')
    const call = draftToSafeCall(option.plan.draft.calls, '1.1.1')
    expect(call).toMatchObject({ to: versionContract('1.1.1', 'MultiSend'), operation: 1 })
  })

  test('on a chain without L2 Safes a pre-1.3.0 Safe goes to the plain 1.4.1 singleton', () => {
    const plan = buildSafeUpdate(legacySafe('1.1.1'), '1.4.1', { l2: false })
    if (!plan.ok) throw new Error('no plan')
    const first = decodeFunctionData({ abi: legacyAbi, data: plan.draft.calls[0]?.data as Hex })
    expect(first.args).toEqual([canonicalAddresses['1.4.1'].Safe])
  })

  test('1.3.0 keeps "Update to 1.4.1" (SafeMigration 1.4.1) and also gets "Update to 1.5.0" (SafeMigration 1.5.0)', () => {
    const safe = safeOn(
      '1.3.0',
      canonicalAddresses['1.3.0'].SafeL2,
      canonicalAddresses['1.3.0'].CompatibilityFallbackHandler,
    )
    const options = listSafeUpdates(safe, chain)
    expect(options.map((o) => [o.to, o.recommended])).toEqual([
      ['1.4.1', true],
      ['1.5.0', false],
    ])
    const [to141, to150] = options.map((o) => {
      if (!o.plan.ok) throw new Error(JSON.stringify(o.plan.errors))
      return o.plan.draft
    })
    expect(to141?.title).toBe('Update Safe from 1.3.0 to 1.4.1')
    expect(to141?.calls).toMatchObject([{ to: SAFE_MIGRATION_141, value: '0', operation: 1 }])
    expect(to150?.title).toBe('Update Safe from 1.3.0 to 1.5.0')
    expect(to150?.calls).toMatchObject([{ to: versionContract('1.5.0', 'SafeMigration'), value: '0', operation: 1 }])
    const method = decodeFunctionData({ abi: safeMigrationAbi, data: to150?.calls[0]?.data as Hex }).functionName
    expect(method).toBe('migrateL2WithFallbackHandler')
    // A chain recommending 1.5.0 marks the other one.
    expect(
      listSafeUpdates(safe, { ...chain, recommendedMasterCopyVersion: '1.5.0' }).map((o) => o.recommended),
    ).toEqual([false, true])
  })

  test('1.4.1 gets "Update to 1.5.0": one DELEGATECALL to SafeMigration 1.5.0, a plain Safe stays plain, a custom handler is kept', () => {
    const safe = safeOn('1.4.1', canonicalAddresses['1.4.1'].Safe, CUSTOM)
    const [option, ...more] = listSafeUpdates(safe, chain)
    expect(more).toEqual([])
    expect(option).toMatchObject({ from: '1.4.1', to: '1.5.0', recommended: false })
    if (!option?.plan.ok) throw new Error('no plan')
    expect(option.plan.draft.title).toBe('Update Safe from 1.4.1 to 1.5.0')
    const [call] = option.plan.draft.calls
    expect(call).toMatchObject({ to: versionContract('1.5.0', 'SafeMigration'), operation: 1 })
    expect(decodeFunctionData({ abi: safeMigrationAbi, data: call?.data as Hex }).functionName).toBe('migrateSingleton')
    expect(option.explanation).toContain('SafeMigration 1.5.0')
  })

  test('nothing for 1.5.0 or an unknown version; a target off the path is refused in words', () => {
    expect(listSafeUpdates(safeOn('1.5.0', canonicalAddresses['1.5.0'].SafeL2, null), chain)).toEqual([])
    expect(listSafeUpdates(safeOn('0.9.0', CUSTOM, null), chain)).toEqual([])
    expect(listSafeUpdates(safeOn('', CUSTOM, null), chain)).toEqual([])
    expect(buildSafeUpdate(legacySafe('1.1.1'), '1.5.0', chain)).toEqual({
      ok: false,
      errors: { upgrade: 'This Safe runs 1.1.1, which Concord cannot update to 1.5.0.' },
    })
  })
})
