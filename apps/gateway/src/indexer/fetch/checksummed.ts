import { getAddress } from 'viem'

// Checksumming costs a keccak; a backfill meets the same few addresses thousands of times.
const cache = new Map<string, string>()
const MAX_ENTRIES = 50_000

/** viem's getAddress (EIP-55), remembered for the addresses seen last (throws like getAddress on a bad address). */
export function checksummed(address: string): string {
  let out = cache.get(address)
  if (out === undefined) {
    out = getAddress(address)
    if (cache.size >= MAX_ENTRIES) cache.clear()
    cache.set(address, out)
  }
  return out
}
