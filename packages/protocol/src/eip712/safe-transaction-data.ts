import { type Address, type Hex, zeroAddress } from 'viem'
import { InvalidSafeTransactionError } from '../errors.js'
import { assertHex, toChecksumAddress, toUint256 } from '../validate.js'

/** The ten fields of a Safe transaction, exactly as hashed into the safeTxHash. */
export type SafeTransactionData = {
  to: Address
  value: bigint
  data: Hex
  operation: 0 | 1
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
}

type Numeric = bigint | number | string

/** Input for buildSafeTransactionData: `to` and `nonce` are required; nulls mean "none" as on the gateway wire. */
export type SafeTransactionDataInput = {
  to: string
  nonce: Numeric
  value?: Numeric | undefined
  data?: string | null | undefined
  operation?: number | undefined
  safeTxGas?: Numeric | undefined
  baseGas?: Numeric | undefined
  gasPrice?: Numeric | undefined
  gasToken?: string | null | undefined
  refundReceiver?: string | null | undefined
}

/**
 * Validates and completes a Safe transaction: value/gas default to 0, data to `0x`, operation to CALL, gasToken and
 * refundReceiver to the zero address; numbers may be decimal strings (gateway wire) and addresses any letter case.
 */
export function buildSafeTransactionData(input: SafeTransactionDataInput): SafeTransactionData {
  const operation = input.operation ?? 0
  if (operation !== 0 && operation !== 1) {
    throw new InvalidSafeTransactionError(`operation must be 0 (CALL) or 1 (DELEGATECALL), got ${operation}.`)
  }
  return {
    to: toChecksumAddress('to', input.to),
    value: toUint256('value', input.value ?? 0n),
    data: input.data == null ? '0x' : assertHex('data', input.data),
    operation,
    safeTxGas: toUint256('safeTxGas', input.safeTxGas ?? 0n),
    baseGas: toUint256('baseGas', input.baseGas ?? 0n),
    gasPrice: toUint256('gasPrice', input.gasPrice ?? 0n),
    gasToken: input.gasToken == null ? zeroAddress : toChecksumAddress('gasToken', input.gasToken),
    refundReceiver:
      input.refundReceiver == null ? zeroAddress : toChecksumAddress('refundReceiver', input.refundReceiver),
    nonce: toUint256('nonce', input.nonce),
  }
}
