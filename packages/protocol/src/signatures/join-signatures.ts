import { concatHex, type Hex, numberToHex, pad, size } from 'viem'
import { MalformedSignatureError } from '../errors.js'
import { assertHex, toChecksumAddress } from '../validate.js'
import type { JoinableSignature } from './signature-types.js'

/**
 * Encodes signature parts into one Safe signatures blob, in the given order: all 65-byte static parts first, then each
 * contract signature's `{ length ‖ bytes }`, with every contract part's `s` set to its dynamic data's offset.
 * Sort by owner first (sortSignaturesByOwner) when the blob is for execTransaction. The result is lowercase hex.
 */
export function joinSignatures(parts: readonly JoinableSignature[]): Hex {
  let dynamicOffset = parts.length * 65
  const statics: Hex[] = []
  const dynamics: Hex[] = []
  parts.forEach((part, index) => {
    if (part.type === 'CONTRACT_SIGNATURE') {
      const owner = toChecksumAddress(`parts[${index}].owner`, part.owner)
      const data = assertHex(`parts[${index}].contractSignature`, part.contractSignature)
      const dynamic = concatHex([numberToHex(size(data), { size: 32 }), data])
      statics.push(concatHex([pad(owner, { size: 32 }), numberToHex(dynamicOffset, { size: 32 }), '0x00']))
      dynamics.push(dynamic)
      dynamicOffset += size(dynamic)
      return
    }
    const signature = assertHex(`parts[${index}].signature`, part.signature)
    if (size(signature) !== 65) {
      throw new MalformedSignatureError(
        `parts[${index}].signature must be 65 bytes (r ‖ s ‖ v), got ${size(signature)}.`,
      )
    }
    statics.push(signature)
  })
  return concatHex([...statics, ...dynamics]).toLowerCase() as Hex
}
