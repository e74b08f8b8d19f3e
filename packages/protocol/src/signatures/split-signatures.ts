import { type Address, getAddress, type Hex, hexToBigInt, hexToNumber, slice } from 'viem'
import { MalformedSignatureError } from '../errors.js'
import { assertHex } from '../validate.js'
import { classifySignature } from './classify-signature.js'
import type { SafeSignature } from './signature-types.js'

const STATIC_LENGTH = 65

/**
 * Splits a Safe signatures blob (what execTransaction / isValidSignature take) into its parts. Static parts are
 * 65 bytes `r ‖ s ‖ v`; a contract signature (v = 0) points with `s` to `{ length(32) ‖ bytes }` placed after all
 * static parts, so the static region ends at the smallest such offset. Returned hex is lowercase.
 */
export function splitSignatures(signatures: Hex): SafeSignature[] {
  const blob = assertHex('signatures', signatures).toLowerCase() as Hex
  const total = (blob.length - 2) / 2
  if (total === 0) return []
  let staticEnd = total
  const parts: SafeSignature[] = []
  for (let position = 0; position < staticEnd; position += STATIC_LENGTH) {
    if (position + STATIC_LENGTH > staticEnd) {
      throw new MalformedSignatureError(
        `Signatures must be 65-byte parts (plus contract-signature data after them); ${staticEnd - position} bytes are left over at byte ${position}.`,
      )
    }
    const signature = slice(blob, position, position + STATIC_LENGTH)
    const r = slice(signature, 0, 32)
    const s = slice(signature, 32, 64)
    const v = hexToNumber(slice(signature, 64, 65))
    const type = classifySignature(v)
    if (type === 'EOA' || type === 'ETH_SIGN') {
      parts.push({ type, r, s, v, signature })
    } else if (type === 'APPROVED_HASH') {
      parts.push({ type, r, s, v: 1, owner: ownerFromR(r, position), signature })
    } else {
      const contractSignature = readDynamicPart(blob, total, hexToBigInt(s), position)
      staticEnd = Math.min(staticEnd, Number(hexToBigInt(s)))
      parts.push({ type, r, s, v: 0, owner: ownerFromR(r, position), signature, contractSignature })
    }
  }
  return parts
}

/** For v 0/1 the owner address is left-padded in r; non-zero padding means the blob is corrupt. */
function ownerFromR(r: Hex, position: number): Address {
  if (hexToBigInt(r) >> 160n !== 0n) {
    throw new MalformedSignatureError(
      `The owner in r of the signature at byte ${position} is not a left-padded address.`,
    )
  }
  return getAddress(slice(r, 12, 32))
}

function readDynamicPart(blob: Hex, total: number, offset: bigint, position: number): Hex {
  // The dynamic part must start after this static part (Safe reverts with GS021 otherwise) and fit in the blob.
  if (offset < BigInt(position + STATIC_LENGTH) || offset + 32n > BigInt(total)) {
    throw new MalformedSignatureError(
      `The contract signature at byte ${position} points to offset ${offset}, outside the ${total}-byte signature data.`,
    )
  }
  const start = Number(offset)
  const length = hexToBigInt(slice(blob, start, start + 32))
  if (BigInt(start) + 32n + length > BigInt(total)) {
    throw new MalformedSignatureError(
      `The contract signature at byte ${position} declares ${length} bytes but the signature data ends first.`,
    )
  }
  return length === 0n ? '0x' : slice(blob, start + 32, start + 32 + Number(length))
}
