import { calculateMessageHash, calculateTypedMessageHash, type SafeInfo } from '@concord/apps-sdk'
import { hashSafeMessage } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { MessageInput } from './parse-message.js'

/**
 * The two hashes of a message: its own (EIP-191 or EIP-712) and the SafeMessage hash the owners sign, which is
 * what the wallet answers with after signing off-chain. `safeMessageHash` is null when the Safe version is unknown.
 */
export type MessageHashes = { messageHash: Hex; safeMessageHash: Hex | null }

/** Hashes `input` as the Safe's fallback handler will; throws with the SDK's text for typed data it cannot hash. */
export function messageHashes(input: MessageInput, safe: SafeInfo): MessageHashes {
  const messageHash =
    input.kind === 'text' ? calculateMessageHash(input.text) : calculateTypedMessageHash(input.typedData)
  if (safe.version === null) return { messageHash, safeMessageHash: null }
  try {
    const safeMessageHash = hashSafeMessage({
      chainId: safe.chainId,
      safeAddress: safe.safeAddress as Address,
      version: safe.version,
      message: { hash: messageHash },
    })
    return { messageHash, safeMessageHash }
  } catch {
    // A version this code cannot build a domain for: show the message hash alone rather than a wrong hash.
    return { messageHash, safeMessageHash: null }
  }
}
