import { UnsupportedSafeVersionError } from '../errors.js'
import { compareSemver, parseSemver } from './compare-semver.js'

/** Safe contract versions Concord deploys, indexes and signs for. */
export type SafeVersion = '1.3.0' | '1.4.1'

/** Supported Safe versions, oldest first. */
export const SAFE_VERSIONS = ['1.3.0', '1.4.1'] as const satisfies readonly SafeVersion[]

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
