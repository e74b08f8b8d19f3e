import { InvalidSignatureVError } from '../errors.js'
import type { SignatureType } from './signature-types.js'

/**
 * Classifies a Safe signature by its v byte, like Safe.checkNSignatures and the Transaction Service: 0 contract
 * (EIP-1271), 1 approved hash, > 30 eth_sign, other v from 3 to 30 ECDSA (only 27/28 can recover). v = 2 (passkey,
 * Safe ≥ 1.5.0) and anything outside a byte are rejected.
 */
export function classifySignature(v: number): SignatureType {
  if (!Number.isInteger(v) || v < 0 || v > 255 || v === 2) {
    throw new InvalidSignatureVError(v, '0 (contract), 1 (approved hash), 27/28 (EOA) or 31/32 (eth_sign)')
  }
  if (v === 0) return 'CONTRACT_SIGNATURE'
  if (v === 1) return 'APPROVED_HASH'
  if (v > 30) return 'ETH_SIGN'
  return 'EOA'
}
