import { type Address, concat, keccak256, toBytes } from 'viem'

/** namehash('addr.reverse'): the parent of every reverse record (test/reverseNode.test.ts checks it). */
export const ADDR_REVERSE_NODE = '0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2'

/**
 * namehash(`<address in lower-case hex>.addr.reverse`) (EIP-181), the node of the address's reverse record: two
 * Keccak hashes where namehash of the full name takes six (a page of owners looks up a dozen names at once).
 */
export function reverseNode(address: Address): `0x${string}` {
  const label = keccak256(toBytes(address.slice(2).toLowerCase()))
  return keccak256(concat([ADDR_REVERSE_NODE, label]))
}
