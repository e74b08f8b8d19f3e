/**
 * The threshold suggested for `owners` owners: a majority (1 of 1, 2 of 2, 2 of 3, 3 of 4, 3 of 5), so that no single
 * key moves the funds of a shared Safe, and losing one of three or more keys does not lock it.
 */
export function suggestedThreshold(owners: number): number {
  return Math.max(1, Math.floor(owners / 2) + 1)
}
