import type { GetTransactionHistoryQuery } from '@concord/gateway-client'
import { getAddress, isAddress, parseUnits } from 'viem'
import type { HistoryFilters } from './historyFilters'

/** The gateway query of the filters, or what is wrong with one of them in words. */
export type HistoryQueryCheck = { ok: true; query: GetTransactionHistoryQuery } | { ok: false; error: string }

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The instant a local day (YYYY-MM-DD) starts, or (end) its last millisecond, as ISO 8601; null when malformed. */
export function localDayBound(day: string, end: boolean): string | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number]
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Base units of an amount typed in token units, or an error in words. */
function baseUnits(filters: HistoryFilters, decimalsOf: (token: string) => number | undefined) {
  if (!filters.amount) return { ok: true as const, value: undefined }
  const decimals = filters.token ? decimalsOf(filters.token) : undefined
  if (decimals === undefined) return { ok: false as const, error: 'Choose a token to filter by amount.' }
  if (!/^\d+(\.\d+)?$/.test(filters.amount))
    return { ok: false as const, error: `${filters.amount} is not an amount: use digits and one dot, e.g. 1.5.` }
  // parseUnits would round extra digits: an exact filter must not match a different amount.
  if ((filters.amount.split('.')[1] ?? '').length > decimals)
    return { ok: false as const, error: `The token has only ${decimals} decimals.` }
  return { ok: true as const, value: parseUnits(filters.amount, decimals).toString() }
}

/**
 * Turns the page's filters into the gateway's history query (dates as the user's local day bounds, the amount in the
 * token's base units), so the gateway filters every page, not just the loaded ones.
 */
export function gatewayHistoryQuery(
  filters: HistoryFilters,
  decimalsOf: (token: string) => number | undefined,
): HistoryQueryCheck {
  const from = filters.from ? localDayBound(filters.from, false) : undefined
  const to = filters.to ? localDayBound(filters.to, true) : undefined
  if (from === null || to === null) return { ok: false, error: 'Dates must be days like 2026-01-31.' }
  if (filters.token && !isAddress(filters.token, { strict: false }))
    return { ok: false, error: `${filters.token} is not a token address.` }
  if (filters.nonce && !/^\d{1,15}$/.test(filters.nonce))
    return { ok: false, error: 'The nonce is a whole number, e.g. 12.' }
  const value = baseUnits(filters, decimalsOf)
  if (!value.ok) return value
  const query: GetTransactionHistoryQuery = {
    kind: filters.kind,
    execution_date__gte: from,
    execution_date__lte: to,
    token_address: filters.token ? getAddress(filters.token) : undefined,
    value: value.value,
    nonce: filters.nonce ? Number(filters.nonce) : undefined,
  }
  return { ok: true, query }
}
