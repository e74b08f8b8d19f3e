import { type Hex, keccak256, stringToHex } from 'viem'

/**
 * The hash a device registration is signed over (as the Safe gateway's v1 notifications): keccak256 of the UTF-8 text
 * "gnosis-safe" + timestamp + uuid + cloudMessagingToken + the registration's checksummed Safes sorted and joined.
 */
export function registrationHash(timestamp: string, uuid: string, token: string, safes: readonly string[]): Hex {
  return keccak256(stringToHex(`gnosis-safe${timestamp}${uuid}${token}${[...safes].sort().join('')}`))
}
