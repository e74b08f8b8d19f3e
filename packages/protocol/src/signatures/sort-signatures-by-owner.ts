import type { Address } from 'viem'

/**
 * Sorts signatures by owner address, ascending as numbers (what Safe.checkNSignatures requires and how the
 * Transaction Service builds preparedSignature). Returns a new array; the input is not changed.
 */
export function sortSignaturesByOwner<T extends { owner: Address }>(signatures: readonly T[]): T[] {
  return [...signatures].sort((a, b) => {
    const x = BigInt(a.owner)
    const y = BigInt(b.owner)
    return x < y ? -1 : x > y ? 1 : 0
  })
}
