import { isKnownSafeVersion, KNOWN_SAFE_VERSIONS, SAFE_VERSION_FACTS } from '@concord/protocol'

const bare = (version: string | null) => version?.split('+')[0] ?? ''
const ON_CHAIN = 'Approve it in the parent Safe on chain.'
// The first version whose messages and EIP-1271 answers live in the fallback handler: the off-chain path is checked from
// there (registry order is release order).
const FIRST_OFF_CHAIN = KNOWN_SAFE_VERSIONS.find(
  (version) => SAFE_VERSION_FACTS[version].messagesOn === 'fallback-handler',
)

/**
 * Why a parent cannot confirm this nested Safe's transaction off chain, or null when it can. The nested Safe asks its
 * owner Safe with isValidSignature: up to 1.4.1 the legacy form over the SafeTx's 66-byte encoding (the parent's owners
 * sign a raw-bytes message), from 1.5.0 the bytes32 form over the safeTxHash (a message over the SafeTx typed data).
 * The parent must answer that form: 1.5.0's fallback handler dropped the legacy one, Safes before 1.3.0 lack bytes32.
 * Nested Safes before 1.3.0 are left on chain: Concord has not checked their call against a parent.
 */
export function offChainRefusal(nestedVersion: string | null, parentVersion: string | null): string | null {
  const nested = bare(nestedVersion)
  const parent = bare(parentVersion)
  if (!isKnownSafeVersion(nested) || SAFE_VERSION_FACTS[nested].messagesOn === 'safe') {
    return `Off chain is not available: Concord confirms nested Safes off chain from version ${FIRST_OFF_CHAIN}, and this Safe is version ${nestedVersion ?? 'unknown'}. ${ON_CHAIN}`
  }
  if (!isKnownSafeVersion(parent)) {
    return `Off chain is not available: the parent Safe's version (${parentVersion ?? 'unknown'}) is not one Concord knows. ${ON_CHAIN}`
  }
  const asks = SAFE_VERSION_FACTS[nested].asksContractOwners
  if ((SAFE_VERSION_FACTS[parent].answersIsValidSignature as readonly string[]).includes(asks)) return null
  const form = asks === 'bytes' ? 'the legacy isValidSignature(bytes)' : 'isValidSignature(bytes32)'
  return `Off chain is not available: this Safe (version ${nested}) asks its parent Safe with ${form}, which the parent's version ${parent} does not answer. ${ON_CHAIN}`
}
