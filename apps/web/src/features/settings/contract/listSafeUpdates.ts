import type { ChainInfo } from '@concord/gateway-client'
import { isKnownSafeVersion, type KnownSafeVersion, SAFE_VERSION_FACTS } from '@concord/protocol'
import type { SafeSetup } from '../safeSetup'
import type { SettingsPlan } from '../settingsPlan'
import { buildSafeUpdate } from './buildSafeUpdate'
import { MIGRATION_141_STEP } from './safeMigration'

/** One update Settings offers: the version it goes to, whether the chain recommends it, its draft and its words. */
export type SafeUpdateOption = {
  from: KnownSafeVersion
  to: KnownSafeVersion
  recommended: boolean
  plan: SettingsPlan<'upgrade'>
  /** What changes and what stays, for the owners deciding. */
  explanation: string
}

const STAYS = 'Its address, owners, threshold, modules, funds and history stay as they are.'

/** The words for an update from `from` to `to`: how it is made, what it changes, what stays. */
function explain(from: KnownSafeVersion, to: KnownSafeVersion, safe: SafeSetup): string {
  if (SAFE_VERSION_FACTS[from].update?.by === 'changeMasterCopy') {
    return [
      `The Safe points itself at the ${to} contract (changeMasterCopy) and takes the ${to} fallback handler, two calls in one batch.`,
      STAYS,
      // The EIP-712 domain gains the chain id from 1.3.0: what was signed for the old contract no longer matches.
      SAFE_VERSION_FACTS[from].domain === SAFE_VERSION_FACTS[to].domain
        ? ''
        : 'Transactions and messages signed for the old version but not yet executed must be signed again.',
    ]
      .filter(Boolean)
      .join(' ')
  }
  const handler = safe.fallbackHandler === null ? 'gets' : 'gets (unless it runs a custom one, which is kept)'
  return [
    `The Safe delegate-calls Safe's official SafeMigration ${to} contract, which points it at the ${to} contract; an L2 Safe stays L2 and it ${handler} the ${to} fallback handler.`,
    `${STAYS} The guard stays too.`,
  ].join(' ')
}

/**
 * The updates Settings offers `safe`, from the registry: the version's update path (1.0.0–1.2.0 → 1.4.1 by
 * changeMasterCopy, 1.3.0/1.4.1 → 1.5.0 by SafeMigration), and for the version SafeMigration 1.4.1 moves from, that
 * shorter step first. The one the chain recommends is marked. None for the newest or an unknown version.
 */
export function listSafeUpdates(
  safe: SafeSetup,
  chain: Pick<ChainInfo, 'l2' | 'recommendedMasterCopyVersion'>,
): SafeUpdateOption[] {
  const from = safe.version?.split('+')[0] ?? ''
  if (!isKnownSafeVersion(from)) return []
  const path = SAFE_VERSION_FACTS[from].update
  if (path === null) return []
  const targets: KnownSafeVersion[] = from === MIGRATION_141_STEP.from ? [MIGRATION_141_STEP.to, path.to] : [path.to]
  return [...new Set(targets)].map((to) => ({
    from,
    to,
    recommended: to === chain.recommendedMasterCopyVersion,
    plan: buildSafeUpdate(safe, to, chain),
    explanation: explain(from, to, safe),
  }))
}
