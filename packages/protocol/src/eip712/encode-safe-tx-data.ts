import { concatHex, type Hex } from 'viem'
import { hashSafeTxMessage } from './hash-safe-tx-message.js'
import { getSafeDomainSeparator } from './safe-domain.js'
import type { SafeTxParameters } from './safe-tx-typed-data.js'

/**
 * Safe.encodeTransactionData off chain: 0x1901 ‖ domainSeparator ‖ SafeTx struct hash (66 bytes), whose keccak is the
 * safeTxHash. A Safe up to 1.4.1 hands exactly these bytes to an owner that is a contract (isValidSignature(bytes)).
 */
export function encodeSafeTxData(parameters: SafeTxParameters): Hex {
  return concatHex(['0x1901', getSafeDomainSeparator(parameters), hashSafeTxMessage(parameters)])
}
