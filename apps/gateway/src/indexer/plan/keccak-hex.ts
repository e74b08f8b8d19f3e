/// <reference path="./keccak-module.d.ts" />
import createKeccakHash from 'keccak'
import type { Hex } from 'viem'

/**
 * keccak256 of bytes through the `keccak` package's native binding (JS fallback when it cannot load): ~6x faster
 * than viem's pure-JS keccak256, which was the largest cost left in planning a dense batch (3 hashes per SafeTx).
 */
export function keccakBytes(data: Uint8Array): Buffer {
  return createKeccakHash('keccak256')
    .update(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    .digest()
}

/** keccak256 of 0x-hex bytes, as 0x-hex (see keccakBytes). */
export function keccakHex(hex: string): Hex {
  return `0x${keccakBytes(Buffer.from(hex.slice(2), 'hex')).toString('hex')}`
}
