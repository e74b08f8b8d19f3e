import { concatHex, encodeAbiParameters, type Hex, hashTypedData, isHex, keccak256 } from 'viem'
import { InvalidSafeMessageError } from '../errors.js'
import { getSafeDomain, getSafeDomainSeparator, type SafeDomainParameters } from './safe-domain.js'
import { SAFE_MESSAGE_TYPES, type SafeMessageTypedData } from './safe-message.js'
import { SAFE_MSG_TYPEHASH } from './type-hashes.js'

/** A Safe on a chain plus the exact bytes its fallback handler is asked about. */
export type SafeMessageOverBytesParameters = SafeDomainParameters & { data: Hex }

function checkedBytes(data: Hex): Hex {
  if (!isHex(data, { strict: true }) || data.length < 4 || data.length % 2 !== 0) {
    throw new InvalidSafeMessageError(`Raw message bytes must be 0x hex of whole bytes (at least one), got ${data}.`)
  }
  return data.toLowerCase() as Hex
}

/**
 * The SafeMessage typed data over raw bytes, `SafeMessage{message: data}`, with no hashing of the content first. This
 * is what a Safe's owners sign when a Safe up to 1.4.1 asks its owner Safe with the legacy isValidSignature(bytes
 * data, …): its CompatibilityFallbackHandler checks them against getMessageHashForSafe(safe, data).
 */
export function getSafeMessageOverBytesTypedData({
  data,
  ...domain
}: SafeMessageOverBytesParameters): SafeMessageTypedData {
  return {
    domain: getSafeDomain(domain),
    types: SAFE_MESSAGE_TYPES,
    primaryType: 'SafeMessage',
    message: { message: checkedBytes(data) },
  }
}

/** CompatibilityFallbackHandler.getMessageHashForSafe(safe, data) off chain: the hash owners sign for raw `data`. */
export function hashSafeMessageOverBytes(parameters: SafeMessageOverBytesParameters): Hex {
  return hashTypedData(getSafeMessageOverBytesTypedData(parameters))
}

/**
 * CompatibilityFallbackHandler.encodeMessageDataForSafe(safe, data): 0x1901 ‖ domainSeparator ‖ SafeMessage struct
 * hash, the bytes a Safe passes on to an owner that is itself a contract (legacy EIP-1271).
 */
export function encodeSafeMessageOverBytes({ data, ...domain }: SafeMessageOverBytesParameters): Hex {
  const structHash = keccak256(
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [SAFE_MSG_TYPEHASH, keccak256(checkedBytes(data))]),
  )
  return concatHex(['0x1901', getSafeDomainSeparator(domain), structHash])
}
