import { concatHex, encodeFunctionData, encodePacked, type Hex, size } from 'viem'
import { multiSendAbi } from '../abis/multi-send.js'
import { MalformedMultiSendError } from '../errors.js'
import { assertHex, toChecksumAddress, toUint256 } from '../validate.js'
import type { MultiSendTransaction } from './multi-send-transaction.js'

/**
 * Packs transactions as MultiSend expects: per transaction `operation(1) ‖ to(20) ‖ value(32) ‖ dataLength(32) ‖ data`,
 * concatenated without padding.
 */
export function encodeMultiSendData(txs: readonly MultiSendTransaction[]): Hex {
  return concatHex(
    txs.map((tx, index) => {
      if (tx.operation !== 0 && tx.operation !== 1) {
        throw new MalformedMultiSendError(`txs[${index}].operation must be 0 (CALL) or 1 (DELEGATECALL).`)
      }
      const data = assertHex(`txs[${index}].data`, tx.data)
      return encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [
          tx.operation,
          toChecksumAddress(`txs[${index}].to`, tx.to),
          toUint256(`txs[${index}].value`, tx.value),
          BigInt(size(data)),
          data,
        ],
      )
    }),
  )
}

/** The `multiSend(bytes transactions)` calldata for a batch (a Safe transaction to MultiSend(CallOnly) carries it). */
export function encodeMultiSendCall(txs: readonly MultiSendTransaction[]): Hex {
  return encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [encodeMultiSendData(txs)] })
}
