/** The fees of a transaction as the chain has it: EIP-1559 ones, or a legacy gas price. */
export type SentFees = {
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  gasPrice?: bigint | undefined
}

/** What the chain asks now (the wallet's estimate): EIP-1559 fees. */
export type CurrentFees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

// Nodes take a replacement at the same account nonce only when both fees rise by at least 10%; a quarter more
// leaves room for a base fee that moved in between.
const BUMP_PERCENT = 125n

const bumped = (old: bigint) => (old * BUMP_PERCENT + 99n) / 100n
const max = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * The fees of a replacement for a transaction sent with `sent` (a speed-up or a cancellation): a quarter above the
 * old ones, or what the chain asks now when that is more; the priority fee never above the max fee.
 */
export function bumpFees(sent: SentFees, now: CurrentFees): CurrentFees {
  const oldPriority = sent.maxPriorityFeePerGas ?? sent.gasPrice ?? 0n
  const oldMax = sent.maxFeePerGas ?? sent.gasPrice ?? 0n
  const maxPriorityFeePerGas = max(bumped(oldPriority), now.maxPriorityFeePerGas)
  const maxFeePerGas = max(max(bumped(oldMax), now.maxFeePerGas), maxPriorityFeePerGas)
  return { maxFeePerGas, maxPriorityFeePerGas }
}
