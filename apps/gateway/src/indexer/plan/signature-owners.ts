import { type SafeSignature, splitSignatures } from '@concord/protocol'
import { getAddress, type Hex } from 'viem'
import { recoverPartOwner } from './recover-part-owner.js'

/** One part of an executed transaction's signatures and the owner it speaks for. */
export type SignedPart = { part: SafeSignature; owner: string }

/** What the chain checked when it accepted the signatures (a SafeMultiSigTransaction that was not reverted). */
export type CheckedBy = { owners: readonly string[]; threshold: number }

/**
 * The owner of each part of `signatures` over `safeTxHash` (parts that recover to nothing are left out).
 *
 * Recovery (native, ~0.1 ms a part) is still skipped where the chain already proved the answer: a Safe executes
 * only when the first `threshold` parts come from distinct owners in strictly ascending address order (checkNSignatures,
 * GS026). When the Safe has exactly `threshold` owners, those parts are therefore its owners sorted ascending. The
 * parts that name their owner (contract, approved hash) must agree with that order, else every part is recovered.
 */
export async function signatureOwners(
  safeTxHash: Hex,
  signatures: Hex,
  checked: CheckedBy | null,
): Promise<SignedPart[]> {
  let parts: SafeSignature[]
  try {
    parts = splitSignatures(signatures)
  } catch {
    return []
  }
  const proven = checked === null ? null : ownersProvenByChain(parts, checked)
  const out: SignedPart[] = []
  for (const [index, part] of parts.entries()) {
    const known = proven?.[index]
    if (known !== undefined) {
      out.push({ part, owner: known })
      continue
    }
    try {
      out.push({ part, owner: recoverPartOwner(safeTxHash, part) })
    } catch {
      // A part that recovers to nothing is not a confirmation (extra parts beyond the threshold are not checked).
    }
  }
  return out
}

/** The owners of the first `threshold` parts when the chain's check leaves only one answer, else null. */
function ownersProvenByChain(parts: readonly SafeSignature[], { owners, threshold }: CheckedBy): string[] | null {
  if (threshold < 1 || owners.length !== threshold || parts.length < threshold) return null
  const sorted = [...owners].sort((a, b) => {
    const x = BigInt(a)
    const y = BigInt(b)
    return x < y ? -1 : x > y ? 1 : 0
  })
  for (const [index, owner] of sorted.entries()) {
    const part = parts[index]
    if (part === undefined) return null
    if ((part.type === 'CONTRACT_SIGNATURE' || part.type === 'APPROVED_HASH') && getAddress(part.owner) !== owner)
      return null
  }
  return sorted
}
