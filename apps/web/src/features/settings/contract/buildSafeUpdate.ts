import { type KnownSafeVersion, planSafeUpdate } from '@concord/protocol'
import type { SafeSetup } from '../safeSetup'
import type { SettingsPlan } from '../settingsPlan'
import { buildUpgradeTo141 } from './buildUpgradeTo141'
import { MIGRATION_141_STEP } from './safeMigration'

/** What the chain decides about an update: whether its Safes run the L2 singleton (a pre-1.3.0 Safe has none). */
export type UpdateChain = { l2: boolean }

/**
 * The draft that updates `safe` to version `to` along the path Safe{Wallet} offers, or why it cannot: SafeMigration
 * 1.4.1 for its own step (the existing builder), otherwise the registry's update path (planSafeUpdate): before 1.3.0
 * changeMasterCopy and setFallbackHandler in one batch, from 1.3.0 one DELEGATECALL to the newer SafeMigration.
 */
export function buildSafeUpdate(safe: SafeSetup, to: KnownSafeVersion, chain: UpdateChain): SettingsPlan<'upgrade'> {
  if (safe.version === MIGRATION_141_STEP.from && to === MIGRATION_141_STEP.to) return buildUpgradeTo141(safe)
  const unknown = `This Safe runs ${safe.version ?? 'an unknown version'}, which Concord cannot update to ${to}.`
  let plan: ReturnType<typeof planSafeUpdate>
  try {
    plan = safe.version
      ? planSafeUpdate({
          safeAddress: safe.address,
          version: safe.version,
          implementation: safe.implementation,
          fallbackHandler: safe.fallbackHandler,
          l2Chain: chain.l2,
        })
      : null
  } catch {
    return { ok: false, errors: { upgrade: unknown } }
  }
  if (plan === null || plan.to !== to) return { ok: false, errors: { upgrade: unknown } }
  return {
    ok: true,
    draft: {
      title: `Update Safe from ${plan.from} to ${plan.to}`,
      origin: 'settings',
      calls: plan.calls.map((call) => ({
        to: call.to,
        value: call.value.toString(),
        data: call.data,
        operation: call.operation as 0 | 1,
      })),
    },
  }
}
