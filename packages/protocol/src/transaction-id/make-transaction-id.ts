import type { Address, Hex } from 'viem'
import { InvalidTransactionIdError } from '../errors.js'
import { assertHex, toChecksumAddress } from '../validate.js'

/** `multisig_{checksummed safe}_{safeTxHash}`. */
export function makeMultisigTxId(safe: Address, safeTxHash: Hex): string {
  return `multisig_${toChecksumAddress('safe', safe)}_${assertHex('safeTxHash', safeTxHash, 32).toLowerCase()}`
}

/** `module_{checksummed safe}_{moduleTransactionId}` (Transaction Service id, e.g. `i` + txHash + traceAddress). */
export function makeModuleTxId(safe: Address, id: string): string {
  return `module_${toChecksumAddress('safe', safe)}_${assertSegment(id)}`
}

/** `transfer_{checksummed safe}_{transferId}` (`e`+txHash+logIndex for tokens, `i`+txHash+trace for native). */
export function makeTransferTxId(safe: Address, id: string): string {
  return `transfer_${toChecksumAddress('safe', safe)}_${assertSegment(id)}`
}

/** `creation_{checksummed safe}`. */
export function makeCreationTxId(safe: Address): string {
  return `creation_${toChecksumAddress('safe', safe)}`
}

function assertSegment(id: string): string {
  if (typeof id !== 'string' || id.length === 0 || /\s/.test(id)) {
    throw new InvalidTransactionIdError(String(id), 'the id part must be a non-empty string without spaces')
  }
  return id
}
