import { formatTokenAmount } from '../formatAmounts'

/** One amount a transaction sends: a fungible amount (summed per token) or one NFT. */
export type SentPart =
  | { kind: 'amount'; token: string; symbol: string; decimals: number; value: bigint }
  | { kind: 'nft'; symbol: string; tokenId: string }

/** The amounts of `parts` summed per token, in the order each token first appears. */
function sumPerToken(parts: readonly SentPart[]): SentPart[] {
  const sums = new Map<string, SentPart>()
  parts.forEach((part, index) => {
    const key = part.kind === 'amount' ? part.token.toLowerCase() : `nft:${index}`
    const seen = sums.get(key)
    sums.set(
      key,
      seen?.kind === 'amount' && part.kind === 'amount' ? { ...seen, value: seen.value + part.value } : part,
    )
  })
  return [...sums.values()]
}

function partText(part: SentPart): string {
  return part.kind === 'amount'
    ? `${formatTokenAmount(part.value.toString(), part.decimals)} ${part.symbol}`
    : `${part.symbol} #${part.tokenId}`
}

/**
 * The one title of a transaction that sends tokens, for the review, the queue and history rows and the details page:
 * "Send 1,250.5 dUSDC + 0.75 ETH to 2 recipients" (amounts summed per token; the recipients counted when several,
 * since a row names a single recipient beside its title). `verb` is "Send" while pending, "Sent" once executed.
 */
export function sendTitle(parts: readonly SentPart[], recipients: readonly string[], verb = 'Send'): string {
  const what = sumPerToken(parts).map(partText).join(' + ') || 'tokens'
  const count = new Set(recipients.map((r) => r.toLowerCase())).size
  return count > 1 ? `${verb} ${what} to ${count} recipients` : `${verb} ${what}`
}
