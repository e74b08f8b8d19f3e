// A confirmation's signature is one owner's: one 65-byte static part `r ‖ s ‖ v` (a contract signature's data after
// it). Its v byte says the type (classifySignature: > 30 is eth_sign). Reading that byte, not splitting the blob with
// the protocol, keeps Keccak out of the render: splitting checksums the owner of an approved hash or a contract
// signature, and a cold hash there was 15–25 ms in the task that shows a transaction's signers.
const STATIC_PART = /^0x[0-9a-fA-F]{128}([0-9a-fA-F]{2})(?:[0-9a-fA-F]{2})*$/

/**
 * Whether a stored confirmation's signature is eth_sign (v 31/32): the owner signed the bare hash, as Safe{Core} SDK's
 * `signHash` does, so its wallet could not show what it signed. The gateway's wire has no signature type; the bytes
 * say it. A signature shorter than one part, not whole bytes (or none, an on-chain approval) is not one.
 */
export function signedAsRawHash(signature: string | null): boolean {
  const v = signature === null ? undefined : STATIC_PART.exec(signature)?.[1]
  return v !== undefined && Number.parseInt(v, 16) > 30
}
