import {
  type ChainId,
  chainIdNumber,
  getSafeDomainSeparator,
  hashSafeMessage,
  ProtocolError,
  SAFE_MSG_TYPEHASH,
} from '@concord/protocol'
import { type Address, concatHex, encodeAbiParameters, type Hex, keccak256 } from 'viem'
import { invalidInput } from '../../errors.js'
import type { HashPool } from '../../hashing/hash-pool.js'
import { type StoredMessageContent, toProtocolContent } from './safe-message-content.js'

/** A Safe message's hash (what owners sign) and its preimage (what a contract owner's legacy EIP-1271 receives). */
export type SafeMessageHash = { hash: Hex; preimage: Hex }

/**
 * Hashes a message for a Safe as CompatibilityFallbackHandler.getMessageHashForSafe does (gateway-api.md §7): the
 * content hash (EIP-191 text or EIP-712 typed data) wrapped in SafeMessage over the Safe's domain. Typed data that
 * cannot be EIP-712 encoded is a 422. The content is hashed by the hashing pool, off the event loop.
 */
export async function safeMessageHash(
  hashing: HashPool,
  chainId: ChainId,
  safe: Address,
  version: string,
  content: StoredMessageContent,
): Promise<SafeMessageHash> {
  try {
    // The content is hashed once (typed data is the dear part); the SafeMessage wraps that hash.
    const { hash: contentHash } = await hashing.messageContent(toProtocolContent(content))
    const domain = { chainId: chainIdNumber(chainId), safeAddress: safe, version }
    const hash = hashSafeMessage({ ...domain, message: { hash: contentHash } })
    const structHash = keccak256(
      encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [SAFE_MSG_TYPEHASH, keccak256(contentHash)]),
    )
    const domainSeparator = getSafeDomainSeparator(domain)
    return { hash, preimage: concatHex(['0x1901', domainSeparator, structHash]) }
  } catch (error) {
    if (error instanceof ProtocolError) throw invalidInput(`Could not calculate messageHash: ${error.message}`)
    throw error
  }
}
