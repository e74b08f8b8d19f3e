// Input checks shared by the hashing, encoding and signature helpers: callers pass data straight from HTTP bodies,
// postMessage or RPC, so every public function validates instead of trusting its static types.
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { InvalidAddressError, InvalidHexError, InvalidSafeTransactionError } from './errors.js'

const MAX_UINT256 = 2n ** 256n - 1n

/** Returns `value` as lowercase-insensitive hex, or throws InvalidHexError (optionally requiring a byte size). */
export function assertHex(what: string, value: unknown, bytes?: number): Hex {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0) {
    throw new InvalidHexError(what, value, 'a 0x-prefixed hex string with an even number of digits')
  }
  if (bytes !== undefined && (value.length - 2) / 2 !== bytes) {
    throw new InvalidHexError(what, value, `exactly ${bytes} bytes of 0x-prefixed hex`)
  }
  return value
}

/** Returns the EIP-55 checksummed address, or throws InvalidAddressError (any letter case accepted). */
export function toChecksumAddress(what: string, value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw new InvalidAddressError(what, value)
  return getAddress(value)
}

/** Reads a uint256 from bigint, safe integer number or decimal/hex string; throws InvalidSafeTransactionError. */
export function toUint256(what: string, value: bigint | number | string): bigint {
  let result: bigint
  try {
    if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error('unsafe number')
    if (typeof value === 'string' && !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) throw new Error('not an integer string')
    result = BigInt(value)
  } catch {
    throw new InvalidSafeTransactionError(`${what} must be an unsigned integer, got ${JSON.stringify(String(value))}.`)
  }
  if (result < 0n || result > MAX_UINT256) {
    throw new InvalidSafeTransactionError(`${what} must be between 0 and 2^256-1, got ${result}.`)
  }
  return result
}
