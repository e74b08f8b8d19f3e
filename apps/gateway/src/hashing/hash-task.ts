import { threadId } from 'node:worker_threads'
import {
  getSafeDomainSeparator,
  hashSafeMessageContent,
  hashSafeTxMessage,
  ProtocolError,
  type SafeMessageContent,
  type SafeTransactionData,
} from '@concord/protocol'
import { type Address, concatHex, type Hex, keccak256 } from 'viem'

/** What to hash: a Safe transaction (its safeTxHash and preimage) or a Safe message's content. */
export type HashTask =
  | { kind: 'safeTx'; chainId: string; safe: Address; version: string; tx: SafeTransactionData }
  | { kind: 'messageContent'; content: SafeMessageContent }

/**
 * The hash (and for a Safe transaction its EIP-712 preimage), the thread that computed it (0: the main thread), or
 * the ProtocolError that refused the input: an error crossing a worker boundary loses its class, so it travels as data.
 */
export type HashOutcome =
  | { ok: true; hash: Hex; preimage: Hex | null; threadId: number }
  | { ok: false; code: string; message: string }

/**
 * The bytes whose keccak256 is the safeTxHash (`0x1901 ‖ domainSeparator ‖ structHash`): what Safe 1.3.0/1.4.1 pass
 * as `_data` to a contract owner's legacy `isValidSignature(bytes,bytes)` when executing.
 */
export function safeTxPreimage(chainId: string, safe: Address, version: string, tx: SafeTransactionData): Hex {
  const domainSeparator = getSafeDomainSeparator({ chainId: BigInt(chainId), safeAddress: safe, version })
  return concatHex(['0x1901', domainSeparator, hashSafeTxMessage({ tx })])
}

/** Runs one hash task where it is called (the worker's entry calls it, and the pool inline for small inputs). */
export function runHashTask(task: HashTask): HashOutcome {
  try {
    if (task.kind === 'messageContent') {
      return { ok: true, hash: hashSafeMessageContent(task.content), preimage: null, threadId }
    }
    // The preimage is hashed once: keccak256 of it is the safeTxHash, so the calldata is read once, not twice.
    const preimage = safeTxPreimage(task.chainId, task.safe, task.version, task.tx)
    return { ok: true, hash: keccak256(preimage), preimage, threadId }
  } catch (error) {
    if (error instanceof ProtocolError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}
