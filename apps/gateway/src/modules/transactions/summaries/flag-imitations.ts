import type { TransactionSummary } from '@concord/gateway-schema'
import { looksAlike } from '@concord/protocol'

type Erc20View = { counterparty: string; token: string; units: number; incoming: boolean }

// Address poisoning: a look-alike sender/recipient shares the first and last hex characters of a real one (protocol).
const ECHO_MAX_UNITS = 10
const LOOK_BACK = 3

function erc20View(summary: TransactionSummary): Erc20View | null {
  const info = summary.txInfo
  if (info.type !== 'Transfer' || info.transferInfo.type !== 'ERC20') return null
  const decimals = info.transferInfo.decimals ?? 0
  const incoming = info.direction === 'INCOMING'
  return {
    counterparty: incoming ? info.sender.value : info.recipient.value,
    token: info.transferInfo.tokenAddress,
    units: Number(info.transferInfo.value) / 10 ** decimals,
    incoming,
  }
}

/**
 * Marks ERC-20 transfers that imitate one of the (up to 3) older transfers before them: same token and whole-unit
 * value from/to a look-alike address, or a tiny incoming "echo" from a look-alike of an address the Safe just paid.
 * `summaries` is newest first; returns the same array with `imitation` set (gateway-api.md §4.6 step 5).
 */
export function flagImitations(summaries: TransactionSummary[]): TransactionSummary[] {
  const views = summaries.map(erc20View)
  summaries.forEach((summary, index) => {
    const view = views[index]
    const info = summary.txInfo
    if (view == null || info.type !== 'Transfer' || info.transferInfo.type !== 'ERC20') return
    const older = views
      .slice(index + 1)
      .filter((v): v is Erc20View => v !== null)
      .slice(0, LOOK_BACK)
    const imitation = older.some(
      (previous) =>
        previous.token === view.token &&
        looksAlike(view.counterparty, previous.counterparty) &&
        (Math.round(previous.units) === Math.round(view.units) ||
          (view.incoming && !previous.incoming && view.units <= ECHO_MAX_UNITS && previous.units >= ECHO_MAX_UNITS)),
    )
    if (imitation) info.transferInfo.imitation = true
  })
  return summaries
}
