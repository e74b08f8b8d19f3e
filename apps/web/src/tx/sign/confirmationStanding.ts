import { isOwner } from '@concord/protocol'

/** The default age after which a signature is stale at execution: a week (Drift, Apr 2026: signatures kept for weeks). */
export const DEFAULT_SIGNATURE_MAX_AGE_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** One confirmation as the details page lists it: whether it still counts and whether it is older than allowed. */
export type ConfirmationStanding = {
  signer: string
  submittedAt: number
  /** False when the signer is no longer an owner: the Safe would reject the signature. */
  counts: boolean
  /** Older than the configured maximum age (it still counts on chain, but the signer may no longer mean it). */
  stale: boolean
  ageDays: number
}

/**
 * Each confirmation's standing against the Safe's owners now and the maximum signature age (days; 0 or less: no
 * limit).
 */
export function confirmationStandings(
  confirmations: readonly { signer: { value: string }; submittedAt: number }[],
  owners: readonly string[],
  options: { now: number; maxAgeDays: number },
): ConfirmationStanding[] {
  return confirmations.map((c) => {
    const ageDays = Math.max(0, Math.floor((options.now - c.submittedAt) / DAY_MS))
    const stale = options.maxAgeDays > 0 && options.now - c.submittedAt > options.maxAgeDays * DAY_MS
    return {
      signer: c.signer.value,
      submittedAt: c.submittedAt,
      counts: isOwner(owners, c.signer.value),
      stale,
      ageDays,
    }
  })
}

/** The confirmations that count towards the threshold (their signers are owners now). */
export function countedStandings(standings: readonly ConfirmationStanding[]): ConfirmationStanding[] {
  return standings.filter((s) => s.counts)
}

/** The stale confirmations that count, in words for the warning at execution, or null when there are none. */
export function staleSignaturesText(standings: readonly ConfirmationStanding[], maxAgeDays: number): string | null {
  const stale = standings.filter((s) => s.counts && s.stale)
  if (stale.length === 0) return null
  const who = stale.map((s) => `${s.signer} (${s.ageDays} days ago)`).join(', ')
  return `${stale.length === 1 ? 'A signature is' : `${stale.length} signatures are`} older than ${maxAgeDays} days: ${who}. Ask ${stale.length === 1 ? 'its owner' : 'their owners'} whether they still mean it before executing, or reject the transaction at its nonce.`
}
