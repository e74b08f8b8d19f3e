import {
  joinSignatures,
  ProtocolError,
  recoverSignatureOwner,
  type SafeSignature,
  splitSignatures,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { invalidInput } from '../../errors.js'
import { contractSignatureValid, hashApproved } from './check-signature-on-chain.js'

/** One verified owner signature, ready to store as a confirmation. */
export type VerifiedSignature = { owner: Address; signature: Hex; signatureType: SafeSignature['type'] }

/** The hash being signed, its preimage (what a contract owner's legacy EIP-1271 gets), the Safe and its owners. */
export type SignedSafeTx = { safe: Address; hash: Hex; preimage: Hex; owners: readonly string[] }

const reason = (error: unknown, otherwise: string) => (error instanceof ProtocolError ? error.message : otherwise)

/** The parts of a signatures blob; more parts than owners cannot all be distinct owners (and would cost RPC work). */
function signatureParts(blob: Hex, owners: readonly string[]): SafeSignature[] {
  let parts: SafeSignature[]
  try {
    parts = splitSignatures(blob)
  } catch (error) {
    throw invalidInput(`Invalid signature: ${reason(error, 'unparsable')}`)
  }
  if (parts.length === 0) throw invalidInput('Invalid signature: the signature is empty')
  if (parts.length > owners.length) {
    throw invalidInput(`Invalid signature: ${parts.length} signatures for a Safe with ${owners.length} owners`)
  }
  return parts
}

/** Who signed one part: a current owner whose approval or contract signature holds on chain where it must. */
async function verifyPart(chain: ChainRuntime, signed: SignedSafeTx, part: SafeSignature): Promise<VerifiedSignature> {
  const { safe, hash, preimage, owners } = signed
  let owner: Address
  try {
    owner = await recoverSignatureOwner({ hash, signature: part })
  } catch (error) {
    throw invalidInput(`Invalid signature: ${reason(error, 'cannot recover')}`)
  }
  // Only current owners count; checked before any on-chain call so strangers cost no RPC.
  if (!owners.includes(owner)) throw invalidInput('Invalid signature')
  if (part.type === 'APPROVED_HASH' && !(await hashApproved(chain, safe, owner, hash))) {
    throw invalidInput(`Invalid signature: ${owner} has not approved ${hash} on chain (approveHash)`)
  }
  if (part.type !== 'CONTRACT_SIGNATURE') return { owner, signature: part.signature, signatureType: part.type }
  if (!(await contractSignatureValid(chain, owner, { hash, preimage }, part.contractSignature))) {
    throw invalidInput(`Invalid signature: the contract owner ${owner} does not accept its signature (EIP-1271)`)
  }
  const signature = joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner, contractSignature: part.contractSignature }])
  return { owner, signature, signatureType: part.type }
}

/**
 * Splits a signatures blob and returns who signed the hash: ecrecover for EOA (v 27/28) and eth_sign (v 31/32),
 * `approvedHashes(owner, hash)` on the Safe for v 1 and the owner contract's EIP-1271 for v 0 (as Safe's transaction
 * service). Anything unparsable, unverifiable or by a non-owner is a 422 "Invalid signature"; a signer twice is refused.
 */
export async function verifySignatures(
  chain: ChainRuntime,
  signed: SignedSafeTx,
  blob: Hex,
): Promise<VerifiedSignature[]> {
  const verified: VerifiedSignature[] = []
  for (const part of signatureParts(blob, signed.owners)) {
    const signature = await verifyPart(chain, signed, part)
    if (verified.some((v) => v.owner === signature.owner)) {
      throw invalidInput(`Invalid signature: ${signature.owner} signed twice`)
    }
    verified.push(signature)
  }
  return verified
}
