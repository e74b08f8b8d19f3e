import {
  compareSemver,
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  migrationAddresses,
  SAFE_VERSION_FACTS,
  safeContractAt,
} from '@concord/protocol'
import type { Address } from 'viem'

/**
 * SafeMigration of the Safe 1.4.1 deployments (safe-deployments `safe_migration` v1.4.1, canonical address): a
 * 1.3.0 Safe delegate-calls it to point its proxy at the 1.4.1 singleton, as Safe{Wallet} does for this upgrade.
 */
export const SAFE_MIGRATION_141: Address = migrationAddresses.SafeMigration

/** Safe 1.3.0 singletons the canonical SafeMigration can move from (canonical and EIP-155 deployments). */
export const SAFE_130_SINGLETONS: { address: Address; l2: boolean }[] = [
  { address: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552', l2: false },
  { address: '0x69f4D1788e39c87893C980c06EdF4b7f686e2938', l2: false },
  { address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E', l2: true },
  { address: '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA', l2: true },
]

/** The 1.3.0 CompatibilityFallbackHandler deployments: a Safe using one gets the 1.4.1 handler with the upgrade. */
export const SAFE_130_DEFAULT_HANDLERS: Address[] = [
  '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
  '0x017062a1dE2FE6b99BE3d9d37841FeD19F573804',
]

/**
 * The step SafeMigration 1.4.1 takes, read from the registry: to the version it belongs to, from the oldest version
 * the registry updates through a SafeMigration (a Safe of that version keeps this shorter step beside its newer path).
 */
export const MIGRATION_141_STEP: { from: KnownSafeVersion; to: KnownSafeVersion } = (() => {
  const to = safeContractAt(SAFE_MIGRATION_141)?.version
  const from = KNOWN_SAFE_VERSIONS.find((v) => SAFE_VERSION_FACTS[v].update?.by === 'SafeMigration')
  if (!to || !from || compareSemver(from, to) >= 0) throw new Error('The registry lost SafeMigration 1.4.1.')
  return { from, to }
})()
