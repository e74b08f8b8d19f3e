import { safeMigrationAbi } from '@concord/protocol'
import { encodeFunctionData, isAddressEqual } from 'viem'
import type { SafeSetup } from '../safeSetup'
import type { SettingsPlan } from '../settingsPlan'
import { MIGRATION_141_STEP, SAFE_130_DEFAULT_HANDLERS, SAFE_130_SINGLETONS, SAFE_MIGRATION_141 } from './safeMigration'

/**
 * The 1.3.0 → 1.4.1 upgrade as Safe{Wallet} builds it: one DELEGATECALL to SafeMigration 1.4.1. An L2 Safe stays L2;
 * a Safe on the default 1.3.0 fallback handler (or none) gets the 1.4.1 handler, a custom handler is kept.
 */
export function buildUpgradeTo141(safe: SafeSetup): SettingsPlan<'upgrade'> {
  const { from, to } = MIGRATION_141_STEP
  if (safe.version !== from) {
    return {
      ok: false,
      errors: {
        upgrade: `Only Safes on version ${from} can be upgraded here (this one runs ${safe.version ?? 'an unknown version'}).`,
      },
    }
  }
  const singleton = SAFE_130_SINGLETONS.find((known) => isAddressEqual(known.address, safe.implementation))
  if (!singleton) {
    return {
      ok: false,
      errors: {
        upgrade: `The implementation ${safe.implementation} is not a known Safe ${from} singleton, so the official migration cannot upgrade it.`,
      },
    }
  }
  const current = safe.fallbackHandler
  const keepHandler = current !== null && !SAFE_130_DEFAULT_HANDLERS.some((known) => isAddressEqual(known, current))
  const functionName = singleton.l2
    ? keepHandler
      ? 'migrateL2Singleton'
      : 'migrateL2WithFallbackHandler'
    : keepHandler
      ? 'migrateSingleton'
      : 'migrateWithFallbackHandler'
  return {
    ok: true,
    draft: {
      title: `Update Safe from ${from} to ${to}`,
      origin: 'settings',
      calls: [
        {
          to: SAFE_MIGRATION_141,
          value: '0',
          data: encodeFunctionData({ abi: safeMigrationAbi, functionName }),
          operation: 1,
        },
      ],
    },
  }
}
