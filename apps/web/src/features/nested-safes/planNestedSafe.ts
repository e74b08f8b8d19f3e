import {
  canonicalAddresses,
  DEFAULT_SAFE_VERSION,
  encodeSafeSetup,
  type FullSafeVersion,
  isFullSafeVersion,
  predictSafeAddress,
  safeProxyFactoryAbi,
} from '@concord/protocol'
import { type Address, encodeFunctionData, getAddress, isAddress } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'
import { shortenAddress } from '../../ui/AddressView'

/** The create-nested-Safe form as typed: other owners (one per line, besides the parent), threshold, salt. */
export type NestedSafeForm = { otherOwners: string; threshold: number; saltNonce: string }

/** A nested Safe to create: the parent's draft (a call to the proxy factory) and where the Safe will live. */
export type NestedSafePlan = { ok: true; draft: TxDraft; predicted: Address } | { ok: false; errors: string[] }

// The parent's own version when it is one with canonical contracts (a nested Safe behaves like its parent), else the default.
function versionFor(parentVersion: string | null): FullSafeVersion {
  const version = parentVersion?.split('+')[0] ?? ''
  return isFullSafeVersion(version) ? version : DEFAULT_SAFE_VERSION
}

/** The owners typed besides the parent, checked: each a valid address, no duplicate, not the parent again. */
function readOtherOwners(parent: Address, typed: string, errors: string[]): Address[] {
  const owners: Address[] = []
  for (const raw of typed.split(/[\s,]+/).filter(Boolean)) {
    if (!isAddress(raw, { strict: false })) {
      errors.push(`${raw} is not a valid address (0x followed by 40 hex digits).`)
      continue
    }
    const owner = getAddress(raw)
    if (owner === parent) errors.push('The parent Safe is an owner already: list only the other owners.')
    else if (owners.includes(owner)) errors.push(`${owner} is listed twice: remove the duplicate.`)
    else owners.push(owner)
  }
  return owners
}

/**
 * A transaction of the parent Safe calling createProxyWithNonce on the proxy factory, with the parent as the first
 * owner of the new Safe (plus the other owners typed), or what to fix in words.
 */
export function planNestedSafe(parent: Address, parentVersion: string | null, form: NestedSafeForm): NestedSafePlan {
  const errors: string[] = []
  const owners = [parent, ...readOtherOwners(parent, form.otherOwners, errors)]
  if (!Number.isInteger(form.threshold) || form.threshold < 1 || form.threshold > owners.length) {
    errors.push(`Threshold must be between 1 and ${owners.length}, the number of owners.`)
  }
  const salt = form.saltNonce.trim()
  if (!/^\d+$/.test(salt) || BigInt(salt) >= 2n ** 256n) errors.push('Salt nonce must be a whole number (0 or more).')
  if (errors.length > 0) return { ok: false, errors }
  const version = versionFor(parentVersion)
  const contracts = canonicalAddresses[version]
  const factory = contracts.SafeProxyFactory
  // SafeL2: its events let the gateway index the nested Safe.
  const singleton = contracts.SafeL2
  const initializer = encodeSafeSetup({
    owners,
    threshold: form.threshold,
    fallbackHandler: contracts.CompatibilityFallbackHandler,
  })
  const saltNonce = BigInt(salt)
  const predicted = predictSafeAddress({ factory, singleton, initializer, saltNonce, version })
  const data = encodeFunctionData({
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
  const title = `Create nested Safe ${shortenAddress(predicted)} (threshold ${form.threshold} of ${owners.length})`
  return {
    ok: true,
    predicted,
    draft: { title, origin: 'contract', calls: [{ to: factory, value: '0', data, operation: 0 }] },
  }
}
