import { getAddress, type Hex, hexToBigInt, hexToNumber, slice } from 'viem'
import { decodeCall } from '../abis/decode-call.js'
import { multiSendAbi } from '../abis/multi-send.js'
import { MalformedMultiSendError } from '../errors.js'
import { assertHex } from '../validate.js'
import { MULTI_SEND_SELECTOR, type MultiSendTransaction } from './multi-send-transaction.js'

// operation(1) + to(20) + value(32) + dataLength(32)
const HEADER_LENGTH = 85

/**
 * Decodes a MultiSend batch from either the packed `transactions` bytes or full `multiSend(bytes)` calldata (packed
 * data always starts with operation 0x00/0x01, calldata with the selector, so the two cannot be confused).
 */
export function decodeMultiSendData(bytesOrCalldata: Hex): MultiSendTransaction[] {
  const input = assertHex('MultiSend data', bytesOrCalldata).toLowerCase() as Hex
  const packed = input.startsWith(MULTI_SEND_SELECTOR) ? unwrapCalldata(input) : input
  const total = (packed.length - 2) / 2
  const txs: MultiSendTransaction[] = []
  let position = 0
  while (position < total) {
    if (position + HEADER_LENGTH > total) {
      throw new MalformedMultiSendError(
        `MultiSend data is truncated: transaction ${txs.length} header ends past byte ${total}.`,
      )
    }
    const operation = hexToNumber(slice(packed, position, position + 1))
    if (operation !== 0 && operation !== 1) {
      throw new MalformedMultiSendError(
        `MultiSend transaction ${txs.length} has operation ${operation}; only 0 and 1 exist.`,
      )
    }
    const to = getAddress(slice(packed, position + 1, position + 21))
    const value = hexToBigInt(slice(packed, position + 21, position + 53))
    const length = hexToBigInt(slice(packed, position + 53, position + 85))
    const start = position + HEADER_LENGTH
    if (BigInt(start) + length > BigInt(total)) {
      throw new MalformedMultiSendError(
        `MultiSend transaction ${txs.length} declares ${length} data bytes past the end.`,
      )
    }
    const end = start + Number(length)
    txs.push({ operation, to, value, data: length === 0n ? '0x' : slice(packed, start, end) })
    position = end
  }
  return txs
}

function unwrapCalldata(calldata: Hex): Hex {
  try {
    // The selector is multiSend's (the caller checked), so decodeCall finds the function: no hashing on the way.
    const decoded = decodeCall(multiSendAbi, calldata)
    if (!decoded) throw new Error('not a multiSend call')
    return decoded.args[0].toLowerCase() as Hex
  } catch (cause) {
    throw new MalformedMultiSendError(
      `Calldata starts with the multiSend selector but does not ABI-decode (${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}).`,
    )
  }
}
