import type { GetCounterpartyReturnType as Counterparty } from '@concord/gateway-client'

// Built on first use, not when the module loads: a first Intl formatter loads locale data, tens of milliseconds on a
// phone inside the task that evaluates a page's modules (the details page's).
let day: Intl.DateTimeFormat | undefined
const dayFormat = () => {
  day ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return day
}

/** "New recipient", or how often this Safe paid the address and when last ("Paid 3 times, last on 12 Nov 2026"). */
export function paymentHistoryText(facts: Pick<Counterparty, 'paidCount' | 'lastPaidAt'>): string {
  if (facts.paidCount === 0) return 'New recipient: this Safe has never paid this address.'
  const times = facts.paidCount === 1 ? 'once' : `${facts.paidCount} times`
  return facts.lastPaidAt === null ? `Paid ${times}` : `Paid ${times}, last on ${dayFormat().format(facts.lastPaidAt)}`
}

/** What the index says of a contract: how long it is known and whether this Safe used it; null for a plain account. */
export function contractText(facts: Pick<Counterparty, 'contract'>): string | null {
  const c = facts.contract
  if (c === null) return null
  const age = c.firstSeenBlock === null ? 'A contract' : `A contract, first seen at block ${c.firstSeenBlock}`
  const kind = c.isToken ? ' (a token)' : ''
  const used =
    c.calledCount === 0
      ? 'this Safe has never called it'
      : `this Safe called it ${c.calledCount === 1 ? 'once' : `${c.calledCount} times`}`
  return `${age}${kind}; ${used}.`
}
