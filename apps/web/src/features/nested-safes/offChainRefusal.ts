import { isKnownSafeVersion, SAFE_VERSION_FACTS } from '@concord/protocol'

/**
 * Why a parent cannot confirm this nested Safe's transaction off chain, or null when it can. Up to 1.4.1 a Safe asks
 * an owner that is a Safe with the legacy isValidSignature(bytes): the SafeTx's full encoding, so the parent's owners
 * would have to sign a SafeMessage over those bytes, which a message of the parent (its content hashed to 32 bytes,
 * then hashed again) cannot be. From 1.5.0 it asks with the safeTxHash (bytes32), which the parent's message signs.
 */
export function offChainRefusal(nestedVersion: string | null): string | null {
  const version = nestedVersion?.split('+')[0] ?? ''
  if (isKnownSafeVersion(version) && SAFE_VERSION_FACTS[version].asksContractOwners === 'bytes32') return null
  return (
    `Off chain is not available: this Safe (version ${nestedVersion ?? 'unknown'}) asks a Safe owner to sign the ` +
    "transaction's full encoding, which a message of the parent cannot carry. Approve it in the parent Safe on chain."
  )
}
