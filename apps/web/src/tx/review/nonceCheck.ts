/** How a chosen nonce relates to the Safe's: usable, taken already, leaving a gap, or replacing a queued tx. */
export type NonceCheck =
  | { kind: 'ok' }
  | { kind: 'invalid'; message: string }
  | { kind: 'used'; message: string }
  | { kind: 'gap'; message: string }
  | { kind: 'replaces'; message: string }

/**
 * Checks a nonce typed by the user against the Safe's current nonce, the recommended one (next free) and the nonces of
 * queued transactions: below current is refused; above recommended leaves a gap nothing can execute past; an
 * already-queued nonce replaces (or competes with) that transaction.
 */
export function checkNonce(
  input: string,
  state: { currentNonce: number; recommendedNonce: number; queuedNonces: readonly number[] },
): NonceCheck {
  if (!/^\d+$/.test(input.trim())) return { kind: 'invalid', message: 'The nonce is a whole number (0, 1, 2, …).' }
  const nonce = Number(input.trim())
  if (nonce < state.currentNonce) {
    return {
      kind: 'used',
      message: `Nonce ${nonce} is already used: the Safe is at nonce ${state.currentNonce}. Choose ${state.currentNonce} or more.`,
    }
  }
  if (state.queuedNonces.includes(nonce)) {
    return {
      kind: 'replaces',
      message: `A queued transaction already has nonce ${nonce}: executing one of them cancels the other.`,
    }
  }
  const next = Math.max(state.recommendedNonce, state.currentNonce)
  if (nonce > next) {
    return {
      kind: 'gap',
      message: `Nonce ${nonce} leaves a gap: nothing can execute until transactions with nonces ${next} to ${nonce - 1} do.`,
    }
  }
  return { kind: 'ok' }
}
