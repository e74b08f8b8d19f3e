import { type Address, getAddress, isAddress } from 'viem'

/** An address as typed, checked: the checksummed address, or what is wrong with it in words. */
export type AddressCheck = { ok: true; address: Address } | { ok: false; error: string }

/**
 * Checks a typed address: empty, not 0x + 40 hex digits, or mixed case that fails the EIP-55 checksum (a typo in
 * a copied address usually shows up there). All-lower or all-upper case carries no checksum and is accepted.
 */
export function validateAddress(typed: string, what = 'address'): AddressCheck {
  const value = typed.trim()
  if (!value) return { ok: false, error: `Enter the ${what}.` }
  if (!isAddress(value, { strict: false })) {
    return { ok: false, error: `${value} is not a valid address (0x followed by 40 hex digits).` }
  }
  if (!isAddress(value, { strict: true })) {
    return {
      ok: false,
      error:
        'The checksum of this address is wrong (its upper and lower case letters do not match): check it for typos.',
    }
  }
  return { ok: true, address: getAddress(value) }
}
