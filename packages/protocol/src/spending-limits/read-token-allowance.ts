/** One limit as the module's getTokenAllowance returns it, in words. */
export type SpendingLimitReading = {
  amount: bigint
  spent: bigint
  remaining: bigint
  resetTimeMin: number
  /** Unix seconds of the next reset, or null when the limit never resets. */
  nextResetAt: number | null
  nonce: number
}

/** Names the five words of getTokenAllowance ([amount, spent, resetTimeMin, lastResetMin, nonce]). */
export function readTokenAllowance(words: readonly bigint[]): SpendingLimitReading {
  const [amount = 0n, spent = 0n, resetTimeMin = 0n, lastResetMin = 0n, nonce = 0n] = words
  const minutes = Number(resetTimeMin)
  return {
    amount,
    spent,
    remaining: amount > spent ? amount - spent : 0n,
    resetTimeMin: minutes,
    nextResetAt: minutes > 0 ? (Number(lastResetMin) + minutes) * 60 : null,
    nonce: Number(nonce),
  }
}
