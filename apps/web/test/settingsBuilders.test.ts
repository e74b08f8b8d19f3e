import { canonicalAddresses, previousInList as prevInList, SENTINEL, safeMigrationAbi } from '@concord/protocol'
import { type Address, decodeFunctionData, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildDisableModule } from '../src/features/settings/contract/buildDisableModule'
import { buildEnableModule } from '../src/features/settings/contract/buildEnableModule'
import { buildSetFallbackHandler } from '../src/features/settings/contract/buildSetFallbackHandler'
import { buildRemoveGuard, buildSetGuard } from '../src/features/settings/contract/buildSetGuard'
import { buildUpgradeTo141 } from '../src/features/settings/contract/buildUpgradeTo141'
import { SAFE_MIGRATION_141 } from '../src/features/settings/contract/safeMigration'
import { buildAddOwner } from '../src/features/settings/owners/buildAddOwner'
import { buildChangeThreshold } from '../src/features/settings/owners/buildChangeThreshold'
import { buildRemoveOwner, thresholdAfterRemoval } from '../src/features/settings/owners/buildRemoveOwner'
import { buildSwapOwner } from '../src/features/settings/owners/buildSwapOwner'
import type { SafeSetup } from '../src/features/settings/safeSetup'

const addr = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const SAFE = addr(0x5afe)
const [A, B, C, D] = [addr(0xa), addr(0xb), addr(0xc), addr(0xd)]
const setup = (over: Partial<SafeSetup> = {}): SafeSetup => ({
  address: SAFE,
  owners: [A, B, C],
  threshold: 2,
  modules: [],
  version: '1.3.0',
  implementation: canonicalAddresses['1.3.0'].SafeL2,
  fallbackHandler: canonicalAddresses['1.3.0'].CompatibilityFallbackHandler,
  guard: null,
  moduleGuard: null,
  ...over,
})

describe('validation in words', () => {
  test('add owner: not an address, already an owner, the Safe itself, reserved, threshold out of range', () => {
    expect(buildAddOwner(setup(), { owner: '0x1234', threshold: 2 })).toEqual({
      ok: false,
      errors: { owner: '0x1234 is not a valid address (0x followed by 40 hex digits).' },
    })
    expect(buildAddOwner(setup(), { owner: B.toLowerCase(), threshold: 5 })).toEqual({
      ok: false,
      errors: {
        owner: `${B} is already an owner of this Safe.`,
        threshold: 'Threshold must be between 1 and 4, the number of owners.',
      },
    })
    expect(buildAddOwner(setup(), { owner: SAFE, threshold: 1 })).toMatchObject({
      errors: { owner: 'This is the Safe itself: enter another address.' },
    })
    expect(buildAddOwner(setup(), { owner: SENTINEL, threshold: 1 })).toMatchObject({
      errors: { owner: `${SENTINEL} is a reserved address the Safe refuses: enter another one.` },
    })
    expect(buildAddOwner(setup(), { owner: ' ', threshold: 0 })).toEqual({
      ok: false,
      errors: { owner: 'Enter an address.', threshold: 'Threshold must be between 1 and 4, the number of owners.' },
    })
  })

  test('remove owner: the last owner, not an owner, threshold lowered to fit, or refused when set too high', () => {
    expect(buildRemoveOwner(setup({ owners: [A], threshold: 1 }), { owner: A })).toEqual({
      ok: false,
      errors: { owner: 'This is the only owner: a Safe needs at least one. Add another owner first, or replace it.' },
    })
    expect(buildRemoveOwner(setup(), { owner: D })).toMatchObject({
      errors: { owner: `${D} is not an owner of this Safe.` },
    })
    expect(thresholdAfterRemoval(setup({ threshold: 3 }))).toBe(2)
    expect(thresholdAfterRemoval(setup({ threshold: 2 }))).toBe(2)
    expect(buildRemoveOwner(setup(), { owner: B, threshold: 3 })).toMatchObject({
      errors: { threshold: 'Threshold must be between 1 and 2, the number of owners.' },
    })
    expect(buildRemoveOwner(setup({ owners: [A, B] }), { owner: B, threshold: 2 })).toMatchObject({
      errors: { threshold: 'Threshold must be 1: the Safe would have one owner.' },
    })
  })

  test('replace owner, threshold, modules, guard, handler', () => {
    expect(buildSwapOwner(setup(), { oldOwner: A, newOwner: C })).toMatchObject({
      errors: { newOwner: `${C} is already an owner of this Safe.` },
    })
    expect(buildSwapOwner(setup(), { oldOwner: D, newOwner: addr(0xe) })).toMatchObject({
      errors: { oldOwner: `${D} is not an owner of this Safe.` },
    })
    expect(buildChangeThreshold(setup(), { threshold: 2 })).toMatchObject({
      errors: { threshold: 'The threshold is already 2: choose another number.' },
    })
    expect(buildChangeThreshold(setup(), { threshold: 4 })).toMatchObject({
      errors: { threshold: 'Threshold must be between 1 and 3, the number of owners.' },
    })
    expect(buildEnableModule(setup({ modules: [D] }), { module: D.toLowerCase() })).toMatchObject({
      errors: { module: `${D} is already enabled as a module.` },
    })
    expect(buildDisableModule(setup(), { module: D })).toMatchObject({
      errors: { module: `${D} is not an enabled module of this Safe.` },
    })
    expect(buildSetGuard(setup({ guard: D }), { guard: D })).toMatchObject({
      errors: { guard: `${D} is already the guard of this Safe.` },
    })
    expect(buildRemoveGuard(setup())).toMatchObject({ errors: { guard: 'This Safe has no guard to remove.' } })
    expect(buildSetFallbackHandler(setup(), { handler: 'nope' })).toMatchObject({
      errors: { handler: 'nope is not a valid address (0x followed by 40 hex digits).' },
    })
  })
})

describe('linked-list neighbours', () => {
  test('the first entry follows the sentinel, the others their predecessor; a stranger has none', () => {
    expect(prevInList([A, B, C], A)).toBe(SENTINEL)
    expect(prevInList([A, B, C], C)).toBe(B)
    expect(prevInList([A, B, C], D)).toBeNull()
  })
})

describe('upgrade to 1.4.1 as Safe{Wallet} builds it', () => {
  const methodOf = (safe: SafeSetup) => {
    const plan = buildUpgradeTo141(safe)
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors))
    const [call] = plan.draft.calls
    expect(call).toMatchObject({ to: SAFE_MIGRATION_141, value: '0', operation: 1 })
    return decodeFunctionData({ abi: safeMigrationAbi, data: (call?.data ?? '0x') as Hex }).functionName
  }

  test('one DELEGATECALL to SafeMigration: L2 stays L2, the default handler is replaced, a custom one kept', () => {
    expect(methodOf(setup())).toBe('migrateL2WithFallbackHandler')
    expect(methodOf(setup({ fallbackHandler: null }))).toBe('migrateL2WithFallbackHandler')
    expect(methodOf(setup({ fallbackHandler: D }))).toBe('migrateL2Singleton')
    const l1 = canonicalAddresses['1.3.0'].Safe
    expect(methodOf(setup({ implementation: l1 }))).toBe('migrateWithFallbackHandler')
    expect(methodOf(setup({ implementation: l1, fallbackHandler: D }))).toBe('migrateSingleton')
  })

  test('refused for other versions and for an unknown 1.3.0 implementation', () => {
    expect(buildUpgradeTo141(setup({ version: '1.4.1' }))).toEqual({
      ok: false,
      errors: { upgrade: 'Only Safes on version 1.3.0 can be upgraded here (this one runs 1.4.1).' },
    })
    expect(buildUpgradeTo141(setup({ implementation: D }))).toMatchObject({
      errors: {
        upgrade: `The implementation ${D} is not a known Safe 1.3.0 singleton, so the official migration cannot upgrade it.`,
      },
    })
  })
})
