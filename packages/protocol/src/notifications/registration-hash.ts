import { type Hex, keccak256, stringToHex } from 'viem'

/**
 * The hash a notification device registration is signed over (as the Safe gateway's v1 notifications): keccak256 of
 * the UTF-8 text "gnosis-safe" + timestamp + uuid + cloudMessagingToken + the registration's checksummed Safes sorted
 * and joined. A WEB device's owner personal_signs these 32 bytes; a mobile one signs the raw hash.
 */
export function deviceRegistrationHash(timestamp: string, uuid: string, token: string, safes: readonly string[]): Hex {
  return keccak256(stringToHex(`gnosis-safe${timestamp}${uuid}${token}${[...safes].sort().join('')}`))
}
