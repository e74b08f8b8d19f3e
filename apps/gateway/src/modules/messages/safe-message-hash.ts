import {
  type ChainId,
  chainIdNumber,
  encodeSafeMessageOverBytes,
  hashSafeMessageOverBytes,
  ProtocolError,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { invalidInput } from '../../errors.js'
import type { HashPool } from '../../hashing/hash-pool.js'
import { type StoredMessageContent, toProtocolContent } from './safe-message-content.js'

/** A Safe message's hash (what owners sign) and its preimage (what a contract owner's legacy EIP-1271 receives). */
export type SafeMessageHash = { hash: Hex; preimage: Hex }

/**
 * Hashes a message for a Safe as CompatibilityFallbackHandler.getMessageHashForSafe does (gateway-api.md §7):
 * SafeMessage over the Safe's domain, its `message` bytes the content hash (EIP-191 text or EIP-712 typed data) or,
 * for a RAW_BYTES message, the bytes themselves. Typed data that cannot be EIP-712 encoded is a 422. The content is
 * hashed by the hashing pool, off the event loop.
 */
export async function safeMessageHash(
  hashing: HashPool,
  chainId: ChainId,
  safe: Address,
  version: string,
  content: StoredMessageContent,
  rawBytes = false,
): Promise<SafeMessageHash> {
  try {
    // The content is hashed once (typed data is the dear part); the SafeMessage wraps that hash, or the raw bytes.
    const data = rawBytes ? (content as Hex) : (await hashing.messageContent(toProtocolContent(content))).hash
    const over = { chainId: chainIdNumber(chainId), safeAddress: safe, version, data }
    return { hash: hashSafeMessageOverBytes(over), preimage: encodeSafeMessageOverBytes(over) }
  } catch (error) {
    if (error instanceof ProtocolError) throw invalidInput(`Could not calculate messageHash: ${error.message}`)
    throw error
  }
}
