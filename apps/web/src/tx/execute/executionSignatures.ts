import {
  isOwner,
  type JoinableSignature,
  joinSignatures,
  sortSignaturesByOwner,
  splitSignatures,
} from '@concord/protocol'
import { type Address, concatHex, getAddress, type Hex, isAddressEqual, pad, size } from 'viem'

/** One owner's signature as the gateway keeps it (null: the owner approved the hash on chain). */
export type OwnerSignature = { owner: string; signature: Hex | null }

/** The pre-validated signature of the account sending execTransaction: r = owner, s = 0, v = 1. */
export function preValidatedSignature(owner: string): Hex {
  return concatHex([pad(getAddress(owner), { size: 32 }), pad('0x00', { size: 32 }), '0x01'])
}

/**
 * The signatures blob for execTransaction: the owners' signatures sorted by owner address (as checkNSignatures
 * requires), with the executor's own pre-validated signature added when it is an owner who has not signed, and only
 * as many as the threshold needs.
 */
export function executionSignatures(
  signatures: readonly OwnerSignature[],
  options: { threshold: number; executor?: string | undefined; owners: readonly string[] },
): Hex {
  const parts: { owner: Address; signature: Hex }[] = []
  for (const s of signatures) {
    if (!isOwner(options.owners, s.owner)) continue
    // A confirmation without bytes is an on-chain approveHash: v = 1 with the owner in r works for it too.
    parts.push({ owner: getAddress(s.owner), signature: s.signature ?? preValidatedSignature(s.owner) })
  }
  const executor = options.executor
  if (
    executor &&
    parts.length < options.threshold &&
    isOwner(options.owners, executor) &&
    !parts.some((p) => isAddressEqual(p.owner, executor as Address))
  ) {
    parts.push({ owner: getAddress(executor), signature: preValidatedSignature(executor) })
  }
  const sorted = sortSignaturesByOwner(parts).slice(0, Math.max(options.threshold, 1))
  return joinSignatures(sorted.map((p) => joinable(p.signature)))
}

/**
 * One owner's stored signature as a part of the joined blob. A contract owner's (EIP-1271, e.g. a parent Safe's) is
 * kept by the gateway as a blob of its own (static part, then length and bytes): its bytes move to the joined blob's
 * dynamic part, where its static part's offset must point.
 */
function joinable(signature: Hex): JoinableSignature {
  if (size(signature) === 65) return { signature }
  const [part] = splitSignatures(signature)
  if (part?.type !== 'CONTRACT_SIGNATURE') return { signature }
  return { type: 'CONTRACT_SIGNATURE', owner: part.owner, contractSignature: part.contractSignature }
}

/** Whether the owners' signatures (plus the executor's own, when it is an owner) reach the threshold. */
export function canExecute(
  signatures: readonly OwnerSignature[],
  options: { threshold: number; executor?: string | undefined; owners: readonly string[] },
): boolean {
  // A signature of someone who is no longer an owner does not count: the Safe would reject it.
  const signers = new Set(signatures.filter((s) => isOwner(options.owners, s.owner)).map((s) => s.owner.toLowerCase()))
  if (options.executor && isOwner(options.owners, options.executor)) signers.add(options.executor.toLowerCase())
  return signers.size >= options.threshold
}
