import { type KnownSafeVersion, SAFE_VERSION_FACTS } from '@concord/protocol'
import { checkNonce, type NonceCheck } from './nonceCheck'

/** The nonce typed (or fixed) checked against the Safe's nonces; null until both are known. */
export function nonceStateOf(
  nonceText: string,
  nonces: { current: number | undefined; recommended: number | undefined; queued: readonly number[] },
): NonceCheck | null {
  if (nonces.current === undefined || nonces.recommended === undefined) return null
  return checkNonce(nonceText, {
    currentNonce: nonces.current,
    recommendedNonce: nonces.recommended,
    queuedNonces: nonces.queued,
  })
}

/** A nonce that can be signed at: the next one, one leaving a gap, or one replacing a queued transaction. */
export function isUsableNonce(check: NonceCheck | null): boolean {
  return check !== null && (check.kind === 'ok' || check.kind === 'gap' || check.kind === 'replaces')
}

/**
 * The safeTxGas a review signs: the flow's own (an app's), else the gateway's estimate where the Safe's version needs
 * one (before 1.3.0), else 0 — from 1.3.0 a failing call then reverts the whole execution instead of being mined as
 * failed with the nonce used up (see SAFE_VERSION_FACTS' safeTxGas).
 */
export function reviewSafeTxGas(
  asked: string | undefined,
  version: KnownSafeVersion | null,
  estimate: string | undefined,
): string {
  if (asked !== undefined) return asked
  return version && SAFE_VERSION_FACTS[version].safeTxGas === 'estimate' ? (estimate ?? '0') : '0'
}

/** The safeTxGas line of the nonce panel: the estimate, or where it stands. */
export function safeTxGasText(
  estimation: { isPending: boolean; isError: boolean },
  safeTxGas: string,
  version: KnownSafeVersion | null,
): string {
  if (version && SAFE_VERSION_FACTS[version].safeTxGas === 'zero')
    return '0 (the call gets all the gas the execution is sent with)'
  if (estimation.isPending) return 'estimating…'
  return estimation.isError ? '0 (the gateway could not estimate it)' : safeTxGas
}

/**
 * Why the review cannot be signed yet, in words, or null when it can (untrusted delegate calls block the sign
 * controls themselves).
 */
export function signingBlockedBy(state: {
  nonceOk: boolean
  estimating: boolean
  gatewayDown?: boolean
}): string | null {
  if (!state.nonceOk) return 'Choose a valid nonce to sign.'
  // Signing here proposes to the gateway: without it, the transaction is signed on Offline transactions instead.
  if (state.gatewayDown) return 'The gateway cannot be reached: sign this transaction offline (link above).'
  return state.estimating ? 'Waiting for the safeTxGas estimate…' : null
}
