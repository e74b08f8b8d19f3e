import { classifySignature } from '@concord/protocol'

// A confirmation's signature is one owner's: one 65-byte static part `r ‖ s ‖ v` (a contract signature's data after
// it), and its v byte says the type. Reading that byte, not splitting the blob with the protocol, keeps Keccak out of
// the render: splitting checksums the owner of an approved hash or a contract signature, and a cold hash there was
// 15–25 ms in the task that shows a transaction's signers.
const V_OF_STATIC_PART = /^0x[0-9a-fA-F]{128}([0-9a-fA-F]{2})(?:[0-9a-fA-F]{2})*$/

/**
 * Whether a stored confirmation's signature is eth_sign (v 31/32): the owner signed the bare hash, as Safe{Core} SDK's
 * `signHash` does, so its wallet could not show what it signed. The gateway's wire has no signature type; the bytes
 * say it. A signature shorter than one part, not whole bytes, with a v no Safe takes (or none, an on-chain approval)
 * is not one.
 */
export function signedAsRawHash(signature: string | null): boolean {
  const v = signature === null ? undefined : V_OF_STATIC_PART.exec(signature)?.[1]
  if (v === undefined) return false
  try {
    return classifySignature(Number.parseInt(v, 16)) === 'ETH_SIGN'
  } catch {
    return false
  }
}
