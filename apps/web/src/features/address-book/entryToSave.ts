import { type Address, isAddress } from 'viem'
import { isSettled, type ResolvedAddress } from '../../ens/resolveAddressInput'

/** What is wrong with a typed entry, in words, or null. */
function entryProblem(address: string, name: string): string | null {
  if (!isAddress(address.trim(), { strict: false })) return 'Enter an address: 0x followed by 40 hex digits.'
  if (!isAddress(address.trim(), { strict: true }))
    return 'This address has a wrong checksum: check it, or paste it in lower case.'
  if (!name.trim()) return 'Enter a name.'
  return null
}

/**
 * What an entry form's Save stores: the address (an ENS name's resolved address) under the name typed for the
 * entry, or what is wrong in words (a name that did not resolve says why).
 */
export function entryToSave(
  resolved: ResolvedAddress,
  name: string,
): { ok: true; address: Address; name: string } | { ok: false; problem: string } {
  if (!isSettled(resolved)) return { ok: false, problem: resolved.message ?? 'Enter an address.' }
  const problem = entryProblem(resolved.value, name)
  if (problem) return { ok: false, problem }
  return { ok: true, address: resolved.value.trim() as Address, name: name.trim() }
}
