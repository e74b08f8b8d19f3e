import type { SafeBalanceItem } from '@concord/gateway-client'

/** Below this fiat value a priced token counts as dust ("hide small balances"). */
export const DUST_THRESHOLD = 0.01

/** What the user chose to see. `hidden` holds lower-case token addresses. */
export type BalanceFilter = { hidden: string[]; showHidden: boolean; hideSmall: boolean }

/** The rows to show: hidden tokens out unless shown, dust out when asked (tokens without a price are never dust). */
export function visibleBalances(items: SafeBalanceItem[], filter: BalanceFilter): SafeBalanceItem[] {
  const hidden = new Set(filter.hidden.map((a) => a.toLowerCase()))
  return items.filter((item) => {
    if (!filter.showHidden && hidden.has(item.tokenInfo.address.toLowerCase())) return false
    if (filter.hideSmall && isDust(item)) return false
    return true
  })
}

/** The items without the tokens the user hid (whatever "show hidden" says: Home and the token picker never show them). */
export function withoutHiddenTokens<T extends Pick<SafeBalanceItem, 'tokenInfo'>>(
  items: readonly T[],
  hidden: string[],
): T[] {
  const set = new Set(hidden.map((a) => a.toLowerCase()))
  return items.filter((item) => !set.has(item.tokenInfo.address.toLowerCase()))
}

/** A priced token worth less than the dust threshold. */
export function isDust(item: SafeBalanceItem): boolean {
  return Number(item.fiatConversion) > 0 && Number(item.fiatBalance) < DUST_THRESHOLD
}

/** The fiat total of the rows shown. */
export function totalFiat(items: SafeBalanceItem[]): number {
  return items.reduce((sum, item) => sum + (Number(item.fiatBalance) || 0), 0)
}
