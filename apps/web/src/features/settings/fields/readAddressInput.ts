import { SENTINEL } from '@concord/protocol'
import { type Address, getAddress, isAddress, isAddressEqual, zeroAddress } from 'viem'

/** An address typed in a settings form, checked: the address, or what is wrong with it in words. */
export type AddressInput = { ok: true; address: Address } | { ok: false; error: string }

/**
 * Parses what the user typed as an address that can be an owner, module, guard or handler: not empty, 0x and 40 hex
 * digits, not the zero address nor the list sentinel (0x…01), not the Safe itself.
 */
export function readAddressInput(typed: string, safe: Address): AddressInput {
  const text = typed.trim()
  if (!text) return { ok: false, error: 'Enter an address.' }
  if (!isAddress(text, { strict: false })) {
    return { ok: false, error: `${text} is not a valid address (0x followed by 40 hex digits).` }
  }
  const address = getAddress(text)
  if (isAddressEqual(address, zeroAddress) || isAddressEqual(address, SENTINEL)) {
    return { ok: false, error: `${address} is a reserved address the Safe refuses: enter another one.` }
  }
  if (isAddressEqual(address, safe)) return { ok: false, error: 'This is the Safe itself: enter another address.' }
  return { ok: true, address }
}
