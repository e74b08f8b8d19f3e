import { type Hex, hashMessage, hashTypedData, isHex, type TypedDataDefinition } from 'viem'
import { InvalidSafeMessageError } from '../errors.js'
import { getSafeDomain, type SafeDomain, type SafeDomainParameters } from './safe-domain.js'

/**
 * What a Safe owner is asked to sign off-chain:
 * - a string: EIP-191 personal_sign text (viem `hashMessage`), as Safe Apps `signMessage` sends it;
 * - `{ raw }`: EIP-191 over raw bytes (viem `SignableMessage`);
 * - EIP-712 typed data (`signTypedMessage`), hashed with viem `hashTypedData`;
 * - `{ hash }`: an already-computed 32-byte message hash, used as is.
 */
export type SafeMessageContent = string | { raw: Hex } | { hash: Hex } | TypedDataDefinition

/** A Safe on a chain plus the message to hash or sign. */
export type SafeMessageParameters = SafeDomainParameters & { message: SafeMessageContent }

/** EIP-712 SafeMessage struct fields. */
export const SAFE_MESSAGE_TYPES = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const

/** The SafeMessage typed data owners sign; `message.message` is the 32-byte hash of the content. */
export type SafeMessageTypedData = {
  domain: SafeDomain
  types: typeof SAFE_MESSAGE_TYPES
  primaryType: 'SafeMessage'
  message: { message: Hex }
}

/** Hashes the message content (the `bytes message` inside SafeMessage) as Safe{Wallet} and the Safe Apps SDK do. */
export function hashSafeMessageContent(message: SafeMessageContent): Hex {
  if (typeof message === 'string') return hashMessage(message)
  if (typeof message !== 'object' || message === null) {
    throw new InvalidSafeMessageError('A Safe message must be a string, { raw }, { hash } or EIP-712 typed data.')
  }
  if ('hash' in message) {
    if (!isHex(message.hash, { strict: true }) || message.hash.length !== 66) {
      throw new InvalidSafeMessageError(`A raw message hash must be 32 bytes of 0x hex, got ${String(message.hash)}.`)
    }
    return message.hash
  }
  if ('raw' in message) {
    if (!isHex(message.raw, { strict: true })) {
      throw new InvalidSafeMessageError('A raw message must be 0x-prefixed hex; pass text as a plain string.')
    }
    return hashMessage({ raw: message.raw })
  }
  try {
    return hashTypedData(message)
  } catch (cause) {
    throw new InvalidSafeMessageError(
      `The typed data cannot be EIP-712 encoded (${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}); check types, primaryType and message.`,
      { cause },
    )
  }
}

/** Builds the SafeMessage typed data an owner signs to approve a message for the Safe (EIP-1271). */
export function getSafeMessageTypedData({ message, ...domain }: SafeMessageParameters): SafeMessageTypedData {
  return {
    domain: getSafeDomain(domain),
    types: SAFE_MESSAGE_TYPES,
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessageContent(message) },
  }
}

/** The Safe message hash; equals CompatibilityFallbackHandler.getMessageHashForSafe(safe, contentHash). */
export function hashSafeMessage(parameters: SafeMessageParameters): Hex {
  return hashTypedData(getSafeMessageTypedData(parameters))
}
