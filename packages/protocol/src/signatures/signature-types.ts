import type { Address, Hex } from 'viem'

/** EIP-1271 `isValidSignature(bytes32,bytes)` magic value. */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e'

/** Legacy EIP-1271 `isValidSignature(bytes,bytes)` magic value (Safe CompatibilityFallbackHandler supports both). */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b'

/** Signature kinds, named as the Safe Transaction Service's `signatureType`. */
export type SignatureType = 'CONTRACT_SIGNATURE' | 'APPROVED_HASH' | 'EOA' | 'ETH_SIGN'

/** ECDSA signature: v 27/28 over the hash (EOA), or v 31/32 over the EIP-191-prefixed hash (ETH_SIGN). */
export type EcdsaSafeSignature = { type: 'EOA' | 'ETH_SIGN'; r: Hex; s: Hex; v: number; signature: Hex }

/** v = 1: the owner in `r` approved the hash on-chain (approveHash) or is the executing sender. */
export type ApprovedHashSafeSignature = { type: 'APPROVED_HASH'; r: Hex; s: Hex; v: 1; owner: Address; signature: Hex }

/** v = 0: EIP-1271 signature of the contract owner in `r`; `s` is the offset of its dynamic part. */
export type ContractSafeSignature = {
  type: 'CONTRACT_SIGNATURE'
  r: Hex
  s: Hex
  v: 0
  owner: Address
  /** The 65-byte static part as it appeared in the blob (its `s` depends on the layout). */
  signature: Hex
  /** The bytes passed to the owner contract's isValidSignature (without the 32-byte length prefix). */
  contractSignature: Hex
}

/** One parsed part of a Safe signatures blob. */
export type SafeSignature = EcdsaSafeSignature | ApprovedHashSafeSignature | ContractSafeSignature

/** What joinSignatures needs: a 65-byte static signature, or a contract owner and its dynamic signature bytes. */
export type JoinableSignature =
  | { type: 'CONTRACT_SIGNATURE'; owner: Address; contractSignature: Hex }
  | { type?: Exclude<SignatureType, 'CONTRACT_SIGNATURE'>; signature: Hex }
