import type { ChainReader } from './chain-reader.js'

/**
 * The block a Safe's proxy was deployed in: a binary search of `eth_getCode` over [0, `below`] (about log2(below)
 * calls, 20 for a million blocks; any archive RPC answers it, no index or trace needed). Null when the address has no
 * code at `below` (created later, or not a contract). A Safe that self-destructed and was deployed again is found at
 * its last deployment only where the search lands; Safe proxies have no selfdestruct.
 */
export async function findCreationBlock(reader: ChainReader, address: string, below: number): Promise<number | null> {
  if (below < 0 || !(await reader.hasCode(address, below))) return null
  let low = 0
  let high = below
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (await reader.hasCode(address, middle)) high = middle
    else low = middle + 1
  }
  return low
}
