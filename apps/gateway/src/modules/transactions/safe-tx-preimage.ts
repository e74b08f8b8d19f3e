import { getSafeDomainSeparator, hashSafeTxMessage, type SafeTransactionData } from '@concord/protocol'
import { type Address, concatHex, type Hex } from 'viem'

/**
 * The bytes whose keccak256 is the safeTxHash (`0x1901 ‖ domainSeparator ‖ structHash`): what Safe 1.3.0/1.4.1 pass
 * as `_data` to a contract owner's legacy `isValidSignature(bytes,bytes)` when executing.
 */
export function safeTxPreimage(chainId: string, safe: Address, version: string, tx: SafeTransactionData): Hex {
  const domainSeparator = getSafeDomainSeparator({ chainId: BigInt(chainId), safeAddress: safe, version })
  return concatHex(['0x1901', domainSeparator, hashSafeTxMessage({ tx })])
}
