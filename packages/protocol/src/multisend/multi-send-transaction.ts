import type { Address, Hex } from 'viem'

/** One call inside a MultiSend batch. MultiSendCallOnly accepts only operation 0. */
export type MultiSendTransaction = { operation: 0 | 1; to: Address; value: bigint; data: Hex }

/** multiSend(bytes) selector. */
export const MULTI_SEND_SELECTOR = '0x8d80ff0a'
