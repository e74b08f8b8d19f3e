import type { TransactionSummary } from '@concord/gateway-client'
import { looksAlike } from '@concord/protocol/look-alike'
import { formatUnits } from 'viem'
import { historyRowFacts } from './historyRowFacts'

// Address poisoning: a transfer from an address that shares the first and last hex characters of one the user knows
// (protocol's looksAlike), so a copy from the history picks the attacker's.
/** Below one whole token (when the token has no price) or one unit of fiat, a transfer is dust. */
const DUST_UNITS = 1
const DUST_FIAT = 1

/** Zero, or worth less than 1 in fiat at today's price, or (no price) less than one whole token. */
export function isDust(amount: string, decimals: number, price: number | null): boolean {
  const units = Number(formatUnits(BigInt(amount), decimals))
  if (units === 0) return true
  return price !== null && price > 0 ? units * price < DUST_FIAT : units < DUST_UNITS
}

/** The addresses the Safe paid or called in these rows: the ones an attacker imitates. */
export function sentToAddresses(txs: readonly TransactionSummary[], safe: string): string[] {
  const native = { symbol: '', decimals: 18 }
  return txs.flatMap((tx) => {
    const facts = historyRowFacts(tx, safe, native)
    return facts.direction === 'Sent' && facts.counterparty ? [facts.counterparty] : []
  })
}

/** What detection knows: addresses the user trusts (owners, address book, paid before) and token prices. */
export type ImitationContext = {
  safe: string
  known: readonly string[]
  /** Today's price of a token by lower-case address (the native coin: the zero address), if it has one. */
  priceOf: (token: string) => number | null
}

/**
 * The ids of incoming zero-value or dust transfers (native or ERC-20) from an address that looks like a known one
 * but is not it, plus those the gateway already flagged as imitations.
 */
export function findImitations(txs: readonly TransactionSummary[], context: ImitationContext): Set<string> {
  const known = [...new Set(context.known.map((a) => a.toLowerCase()))]
  const knownSet = new Set(known)
  const suspicious = new Set<string>()
  for (const tx of txs) {
    const info = tx.txInfo
    if (info.type !== 'Transfer' || info.direction !== 'INCOMING' || info.transferInfo.type === 'ERC721') continue
    if (info.transferInfo.type === 'ERC20' && info.transferInfo.imitation) {
      suspicious.add(tx.id)
      continue
    }
    const facts = historyRowFacts(tx, context.safe, { symbol: '', decimals: 18 })
    const sender = info.sender.value.toLowerCase()
    if (!facts.token || facts.amount === null || knownSet.has(sender)) continue
    const dust = isDust(facts.amount, facts.token.decimals, context.priceOf(facts.token.address.toLowerCase()))
    if (dust && known.some((address) => looksAlike(sender, address))) suspicious.add(tx.id)
  }
  return suspicious
}
