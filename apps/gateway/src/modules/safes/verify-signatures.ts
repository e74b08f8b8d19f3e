import {
  isKnownSafeVersion,
  isOwner,
  joinSignatures,
  ProtocolError,
  recoverSignatureOwner,
  SAFE_VERSION_FACTS,
  type SafeSignature,
  splitSignatures,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { invalidInput } from '../../errors.js'
import { contractSignatureValid, hashApproved } from './check-signature-on-chain.js'
import { ownersAtHead } from './owners-at-head.js'

/** One verified owner signature, ready to store as a confirmation. */
export type VerifiedSignature = { owner: Address; signature: Hex; signatureType: SafeSignature['type'] }

/**
 * The hash being signed, its preimage (what a contract owner's legacy EIP-1271 gets), the Safe, its owners and its
 * version (which EIP-1271 form the Safe asks of a contract owner; null when unknown: either form is accepted).
 */
export type SignedSafeTx = {
  safe: Address
  hash: Hex
  preimage: Hex
  owners: readonly string[]
  version: string | null
}

const reason = (error: unknown, otherwise: string) => (error instanceof ProtocolError ? error.message : otherwise)

/** Which API a write came through: the wallet's (Client Gateway) or the Transaction Service's (api-kit's). */
export type ApiFace = 'client-gateway' | 'transaction-service'

/** Whether the chain's config lets writes through `face` carry eth_sign parts (v 31/32). */
export function acceptsEthSign(chain: ChainRuntime, face: ApiFace): boolean {
  const { acceptEthSign } = chain.config.signatures
  return acceptEthSign === 'txs-only' ? face === 'transaction-service' : acceptEthSign
}

/**
 * Refuses eth_sign parts (v 31/32) where the chain's config does not accept them on `face`: the signer's wallet showed
 * a bare hash.
 */
export function refuseDisabledEthSign(chain: ChainRuntime, parts: readonly SafeSignature[], face: ApiFace): void {
  if (acceptsEthSign(chain, face) || !parts.some((part) => part.type === 'ETH_SIGN')) return
  throw invalidInput(
    `Invalid signature: eth_sign signatures (v 31/32) are disabled on chain ${chain.chainId}; sign the EIP-712 typed ` +
      'data instead (eth_signTypedData_v4), or approve the hash on chain (approveHash)',
  )
}

/**
 * Refuses a signer who is no longer an owner at the chain's head, which the index may not show yet (a removal a few
 * blocks old). An RPC that does not answer is a 503 (ownersAtHead); where the chain cannot tell (a revert), the index
 * is all there is: once it sees the removal, the confirmation stops counting anyway.
 */
export async function refuseFormerOwners(chain: ChainRuntime, safe: Address, signers: readonly Address[]) {
  const owners = await ownersAtHead(chain, safe)
  const former = owners === null ? undefined : signers.find((signer) => !isOwner(owners, signer))
  if (former !== undefined) {
    throw invalidInput(`Invalid signature: ${former} is not an owner of ${safe} at the chain's head (removed lately)`)
  }
}

/** The parts of a signatures blob; more parts than owners cannot all be distinct owners (and would cost RPC work). */
function signatureParts(chain: ChainRuntime, blob: Hex, owners: readonly string[], face: ApiFace): SafeSignature[] {
  let parts: SafeSignature[]
  try {
    parts = splitSignatures(blob)
  } catch (error) {
    throw invalidInput(`Invalid signature: ${reason(error, 'unparsable')}`)
  }
  if (parts.length === 0) throw invalidInput('Invalid signature: the signature is empty')
  refuseDisabledEthSign(chain, parts, face)
  if (parts.length > owners.length) {
    throw invalidInput(`Invalid signature: ${parts.length} signatures for a Safe with ${owners.length} owners`)
  }
  return parts
}

/** Who signed one part: a current owner whose approval or contract signature holds on chain where it must. */
async function verifyPart(chain: ChainRuntime, signed: SignedSafeTx, part: SafeSignature): Promise<VerifiedSignature> {
  const { safe, hash, preimage, owners, version } = signed
  let owner: Address
  try {
    owner = await recoverSignatureOwner({ hash, signature: part })
  } catch (error) {
    throw invalidInput(`Invalid signature: ${reason(error, 'cannot recover')}`)
  }
  // Only current owners count; checked before any on-chain call so strangers cost no RPC.
  if (!isOwner(owners, owner)) throw invalidInput('Invalid signature')
  if (part.type === 'APPROVED_HASH' && !(await hashApproved(chain, safe, owner, hash))) {
    throw invalidInput(`Invalid signature: ${owner} has not approved ${hash} on chain (approveHash)`)
  }
  if (part.type !== 'CONTRACT_SIGNATURE') return { owner, signature: part.signature, signatureType: part.type }
  const asks = version !== null && isKnownSafeVersion(version) ? SAFE_VERSION_FACTS[version].asksContractOwners : null
  if (!(await contractSignatureValid(chain, owner, { hash, preimage, asks }, part.contractSignature))) {
    throw invalidInput(`Invalid signature: the contract owner ${owner} does not accept its signature (EIP-1271)`)
  }
  const signature = joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner, contractSignature: part.contractSignature }])
  return { owner, signature, signatureType: part.type }
}

/**
 * Splits a signatures blob and returns who signed the hash: ecrecover for EOA (v 27/28) and eth_sign (v 31/32),
 * `approvedHashes(owner, hash)` on the Safe for v 1 and the owner contract's EIP-1271 for v 0 (as Safe's transaction
 * service). Anything unparsable, unverifiable or by a non-owner (in the index or at the chain's head) is a 422
 * "Invalid signature"; a signer twice is refused, and eth_sign unless the chain's config accepts it on `face`.
 */
export async function verifySignatures(
  chain: ChainRuntime,
  signed: SignedSafeTx,
  blob: Hex,
  face: ApiFace,
): Promise<VerifiedSignature[]> {
  const verified: VerifiedSignature[] = []
  for (const part of signatureParts(chain, blob, signed.owners, face)) {
    const signature = await verifyPart(chain, signed, part)
    if (verified.some((v) => v.owner === signature.owner)) {
      throw invalidInput(`Invalid signature: ${signature.owner} signed twice`)
    }
    verified.push(signature)
  }
  await refuseFormerOwners(
    chain,
    signed.safe,
    verified.map((v) => v.owner),
  )
  return verified
}
