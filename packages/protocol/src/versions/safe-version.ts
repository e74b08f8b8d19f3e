import { canonicalAddresses } from '../abis/canonical-addresses.js'
import { UnsupportedSafeVersionError } from '../errors.js'
import { compareSemver, parseSemver } from './compare-semver.js'
import { KNOWN_SAFE_VERSIONS, type KnownSafeVersion } from './version-registry.js'

/** Safe contract versions Concord indexes and signs for: every version the registry describes. */
export type SafeVersion = KnownSafeVersion

/** Supported Safe versions, oldest first. */
export const SAFE_VERSIONS: readonly SafeVersion[] = KNOWN_SAFE_VERSIONS

/** True if `version` (build suffix such as `+L2` allowed) is one of SAFE_VERSIONS. */
export function isSupportedVersion(version: string): boolean {
  try {
    return SAFE_VERSIONS.some((v) => compareSemver(v, version) === 0 && parseSemver(version).prerelease === null)
  } catch {
    return false
  }
}

/** Normalises `1.3.0+L2` → `1.3.0`; throws UnsupportedSafeVersionError for anything not in SAFE_VERSIONS. */
export function toSafeVersion(version: string): SafeVersion {
  const found = isSupportedVersion(version) ? SAFE_VERSIONS.find((v) => compareSemver(v, version) === 0) : undefined
  if (!found) throw new UnsupportedSafeVersionError(version, SAFE_VERSIONS.join(' or '))
  return found
}

/**
 * Whether the Safe's EIP-712 domain includes chainId: true from 1.3.0 on, false for 1.0.0–1.2.0. Older Safes
 * (pre-1.0.0, `dataGas` field) cannot be hashed here.
 */
export function domainHasChainId(version: string): boolean {
  if (compareSemver(version, '1.0.0') < 0) {
    throw new UnsupportedSafeVersionError(version, '1.0.0 or later for EIP-712 hashing')
  }
  return compareSemver(version, '1.3.0') >= 0
}

/** A version with every contract Concord uses deployed (1.3.0 on): `canonicalAddresses` has its full set. */
export type FullSafeVersion = keyof typeof canonicalAddresses

/** Whether `version` (exactly, no build suffix) has a full canonical contract set. */
export function isFullSafeVersion(version: string): version is FullSafeVersion {
  return Object.hasOwn(canonicalAddresses, version)
}

/** The versions a new Safe can be created with (full contract sets, an L2 singleton), oldest first. */
export const FULL_SAFE_VERSIONS = Object.keys(canonicalAddresses) as FullSafeVersion[]

/** The version a new Safe gets when its chain recommends none Concord can create: Safe{Wallet}'s default. */
export const DEFAULT_SAFE_VERSION: FullSafeVersion = '1.4.1'
