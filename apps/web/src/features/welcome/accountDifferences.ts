/** What one chain says about a Safe: its owners and threshold there. */
export type ChainSafeState = { shortName: string; owners: readonly string[]; threshold: number }

const key = (address: string) => address.toLowerCase()

/** The owners of `list` that `other` lacks. */
const without = (list: readonly string[], other: readonly string[]) => {
  const keys = new Set(other.map(key))
  return list.filter((owner) => !keys.has(key(owner)))
}

/**
 * Where one Safe address differs between chains, in words, each chain compared with the first: "Owners differ on
 * dev2: 0x… is an owner only on dev2; 0x… is an owner on dev, not on dev2." and "Threshold differs on dev2: 2 there,
 * 1 on dev." The same address can be a different set of owners on another chain (a changed setup, or a
 * counterfactual Safe deployed by someone else), so the user is told before trusting it there.
 */
export function accountDifferences(states: readonly ChainSafeState[]): string[] {
  const [first, ...others] = states
  if (first === undefined) return []
  const warnings: string[] = []
  for (const state of others) {
    const extra = without(state.owners, first.owners)
    const missing = without(first.owners, state.owners)
    const parts = [
      ...extra.map((owner) => `${owner} is an owner only on ${state.shortName}`),
      ...missing.map((owner) => `${owner} is an owner on ${first.shortName}, not on ${state.shortName}`),
    ]
    if (parts.length > 0) warnings.push(`Owners differ on ${state.shortName}: ${parts.join('; ')}.`)
    if (state.threshold !== first.threshold) {
      warnings.push(
        `Threshold differs on ${state.shortName}: ${state.threshold} there, ${first.threshold} on ${first.shortName}.`,
      )
    }
  }
  return warnings
}
