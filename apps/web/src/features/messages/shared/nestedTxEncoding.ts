import { type Hex, isHex, keccak256, size, slice } from 'viem'

/**
 * A RAW_BYTES message read as a Safe transaction's EIP-712 encoding (0x1901 ‖ domainSeparator ‖ SafeTx struct hash,
 * 66 bytes: what a nested Safe up to 1.4.1 asks its parent about), with the safeTxHash it stands for; null when the
 * bytes are not of that shape.
 */
export function nestedTxEncoding(raw: string): { domainSeparator: Hex; structHash: Hex; safeTxHash: Hex } | null {
  if (!isHex(raw, { strict: true }) || raw.length % 2 !== 0 || size(raw) !== 66) return null
  if (slice(raw, 0, 2).toLowerCase() !== '0x1901') return null
  return { domainSeparator: slice(raw, 2, 34), structHash: slice(raw, 34, 66), safeTxHash: keccak256(raw) }
}
