/** The trusted token a copycat copies, as the gateway names it on a balance (`imitates`). */
type Imitated = { name: string; symbol: string; address: string }

/** "imitates USD Coin (USDC)" for a token the gateway marks as a copycat; null for any other token. */
export function imitationLabel(imitates: Imitated | null | undefined): string | null {
  return imitates ? `imitates ${imitates.name} (${imitates.symbol})` : null
}

/** Why the mark is there and what to do, for a tooltip or a note. */
export function imitationWarning(imitates: Imitated): string {
  return `Not a trusted token: its name or symbol copies ${imitates.name} (${imitates.symbol}, ${imitates.address}). It is most likely worthless; do not buy, swap or approve it.`
}
