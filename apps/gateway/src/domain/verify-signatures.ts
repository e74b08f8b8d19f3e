import {
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  joinSignatures,
  ProtocolError,
  recoverSignatureOwner,
  type SafeSignature,
  safeAbi,
  splitSignatures,
} from '@concord/protocol'
import { type Address, type Hex, parseAbi } from 'viem'
import { invalidInput, rpcUnavailable } from '../errors.js'
import type { ChainRuntime } from './gateway-context.js'
import { isTransportError } from './is-transport-error.js'

/** One verified owner signature, ready to store as a confirmation. */
export type VerifiedSignature = { owner: Address; signature: Hex; signatureType: SafeSignature['type'] }

const eip1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
// Older owner contracts (and Safe's CompatibilityFallbackHandler) also answer the legacy bytes form.
const legacyEip1271Abi = parseAbi(['function isValidSignature(bytes data, bytes signature) view returns (bytes4)'])

/** The safeTxHash being signed, its preimage (see safeTxPreimage), the Safe it belongs to and its current owners. */
export type SignedSafeTx = { safe: Address; hash: Hex; preimage: Hex; owners: readonly string[] }

/**
 * Splits a signatures blob and returns who signed the hash: ecrecover for EOA (v 27/28) and eth_sign (v 31/32),
 * `approvedHashes(owner, hash)` on the Safe for v 1 and the owner contract's EIP-1271 for v 0 (either
 * `isValidSignature(bytes32 hash)` = 0x1626ba7e or the legacy `isValidSignature(bytes preimage)` = 0x20c13b0b, as
 * Safe's transaction service). Anything unparsable, unverifiable or by a non-owner is a 422 "Invalid signature"; a
 * signer twice is refused.
 */
export async function verifySignatures(
  chain: ChainRuntime,
  { safe, hash, preimage, owners }: SignedSafeTx,
  blob: Hex,
): Promise<VerifiedSignature[]> {
  let parts: SafeSignature[]
  try {
    parts = splitSignatures(blob)
  } catch (error) {
    throw invalidInput(`Invalid signature: ${error instanceof ProtocolError ? error.message : 'unparsable'}`)
  }
  if (parts.length === 0) throw invalidInput('Invalid signature: the signature is empty')
  // More parts than owners cannot all be distinct owners; refusing early bounds the ecrecover and RPC work per request.
  if (parts.length > owners.length) {
    throw invalidInput(`Invalid signature: ${parts.length} signatures for a Safe with ${owners.length} owners`)
  }
  const verified: VerifiedSignature[] = []
  for (const part of parts) {
    let owner: Address
    try {
      owner = await recoverSignatureOwner({ hash, signature: part })
    } catch (error) {
      throw invalidInput(`Invalid signature: ${error instanceof ProtocolError ? error.message : 'cannot recover'}`)
    }
    // Only current owners count; checked before any on-chain call so strangers cost no RPC.
    if (!owners.includes(owner)) throw invalidInput('Invalid signature')
    if (part.type === 'APPROVED_HASH' && !(await hashApproved(chain, safe, owner, hash))) {
      throw invalidInput(`Invalid signature: ${owner} has not approved ${hash} on chain (approveHash)`)
    }
    if (
      part.type === 'CONTRACT_SIGNATURE' &&
      !(await contractSignatureValid(chain, owner, { hash, preimage }, part.contractSignature))
    ) {
      throw invalidInput(`Invalid signature: the contract owner ${owner} does not accept its signature (EIP-1271)`)
    }
    if (verified.some((v) => v.owner === owner)) throw invalidInput(`Invalid signature: ${owner} signed twice`)
    const signature =
      part.type === 'CONTRACT_SIGNATURE'
        ? joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner, contractSignature: part.contractSignature }])
        : part.signature
    verified.push({ owner, signature, signatureType: part.type })
  }
  return verified
}

async function hashApproved(chain: ChainRuntime, safe: Address, owner: Address, hash: Hex): Promise<boolean> {
  try {
    const approved = await chain.client.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approvedHashes',
      args: [owner, hash],
    })
    return approved !== 0n
  } catch (cause) {
    throw rpcUnavailable(chain.chainId, cause)
  }
}

async function contractSignatureValid(
  chain: ChainRuntime,
  owner: Address,
  { hash, preimage }: { hash: Hex; preimage: Hex },
  signature: Hex,
) {
  // A reverting or non-contract owner simply does not validate; only an unreachable RPC is our failure.
  const call = async (legacy: boolean) => {
    try {
      return await chain.client.readContract({
        address: owner,
        abi: legacy ? legacyEip1271Abi : eip1271Abi,
        functionName: 'isValidSignature',
        args: [legacy ? preimage : hash, signature],
      })
    } catch (error) {
      if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
      return null
    }
  }
  // The legacy form first: it is the one Safe 1.3.0/1.4.1 call on execution.
  if ((await call(true)) === EIP1271_LEGACY_MAGIC_VALUE) return true
  return (await call(false)) === EIP1271_MAGIC_VALUE
}
