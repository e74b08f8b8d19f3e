import { type Address, getAddress, type Hex, hashMessage, recoverAddress, serializeSignature } from 'viem'
import { InvalidSignatureVError, MalformedSignatureError, SignatureRecoveryError } from '../errors.js'
import { assertHex } from '../validate.js'
import type { SafeSignature } from './signature-types.js'
import { splitSignatures } from './split-signatures.js'

/** The hash that was signed and one signature: a 65-byte hex, or a part returned by splitSignatures. */
export type RecoverSignatureOwnerParameters = { hash: Hex; signature: Hex | SafeSignature }

/**
 * Returns the checksummed owner a Safe signature speaks for: ecrecover for v 27/28, ecrecover over the EIP-191
 * prefixed hash with v-4 for eth_sign (v 31/32), and the address in r for contract (v 0) and approved-hash (v 1)
 * signatures (their validity needs an on-chain check the caller must do).
 */
export async function recoverSignatureOwner({ hash, signature }: RecoverSignatureOwnerParameters): Promise<Address> {
  const digest = assertHex('hash', hash, 32)
  const part = typeof signature === 'string' ? parseSingle(signature) : signature
  if (part.type === 'CONTRACT_SIGNATURE' || part.type === 'APPROVED_HASH') return getAddress(part.owner)
  const ethSign = part.type === 'ETH_SIGN'
  const v = ethSign ? part.v - 4 : part.v
  if (v !== 27 && v !== 28) {
    throw new InvalidSignatureVError(part.v, ethSign ? '31 or 32 for eth_sign' : '27 or 28 for an EOA signature')
  }
  try {
    return getAddress(
      await recoverAddress({
        hash: ethSign ? hashMessage({ raw: digest }) : digest,
        signature: serializeSignature({ r: part.r, s: part.s, v: BigInt(v) }),
      }),
    )
  } catch (cause) {
    throw new SignatureRecoveryError({ cause })
  }
}

function parseSingle(signature: Hex): SafeSignature {
  const parts = splitSignatures(signature)
  const [first] = parts
  if (parts.length !== 1 || !first) {
    throw new MalformedSignatureError(`Expected exactly one signature, found ${parts.length}; split the blob first.`)
  }
  return first
}
