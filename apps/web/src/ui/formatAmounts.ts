import { formatUnits } from 'viem'
import { enUsFiat, groupThousands, isEnUs } from './enUsFormats'

// Gateway "fiat" codes that are coins: Intl would format them with 2 decimals, far too coarse.
const CRYPTO_CODES = new Set(['ETH', 'BTC'])

// Building an Intl.NumberFormat loads locale data: tens of milliseconds on a phone for a list of balances when built
// per call, so each one is built once: by locale and currency code, and by locale for plain numbers.
const currencyFormats = new Map<string, Intl.NumberFormat | null>()
const numberFormats = new Map<string, Intl.NumberFormat>()

/** The currency formatter for `code` in `locale`, or null for coins and codes Intl does not know as currencies. */
function currencyFormat(locale: string | undefined, code: string): Intl.NumberFormat | null {
  const key = `${locale ?? ''}|${code}`
  let format = currencyFormats.get(key)
  if (format === undefined) {
    try {
      format = CRYPTO_CODES.has(code)
        ? null
        : new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 2 })
    } catch {
      format = null
    }
    currencyFormats.set(key, format)
  }
  return format
}

/** The plain number formatter (at most 6 decimals) for `locale`. */
function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? ''
  let format = numberFormats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })
    numberFormats.set(key, format)
  }
  return format
}

/**
 * Builds the formatter of `currency` now, in a task of its own: the first one loads the locale's currency data (about
 * 60 ms on a phone), which would otherwise lengthen the render that shows the balances when they arrive.
 */
export function prepareFiatFormat(currency: string, locale?: string): void {
  const code = currency.toUpperCase()
  if (isEnUs(locale) && enUsFiat(0, code) !== undefined) return
  currencyFormat(locale, code)
}

/** Formats a fiat amount (decimal string from the gateway) in a currency code such as "usd" or "EUR". */
export function formatFiat(value: string | number, currency: string, locale?: string): string {
  const amount = Number(value)
  const code = currency.toUpperCase()
  if (!Number.isFinite(amount)) return '—'
  const written = isEnUs(locale) ? enUsFiat(amount, code) : undefined
  if (written !== undefined) return written
  // Coins (ETH, BTC) and codes Intl does not know as currencies are shown as a number plus the code.
  return currencyFormat(locale, code)?.format(amount) ?? `${numberFormat(locale).format(amount)} ${code}`
}

/** Formats a token amount (uint256 decimal string) with its decimals, at most `maxDecimals` fraction digits. */
export function formatTokenAmount(balance: string, decimals: number, maxDecimals = 6): string {
  const exact = formatUnits(BigInt(balance), decimals)
  const [whole = '0', fraction = ''] = exact.split('.')
  const shown = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  // Grouped as in en-US whatever the locale, as token amounts always were here.
  const wholeGrouped = groupThousands(whole)
  if (!shown && fraction && /[1-9]/.test(fraction)) return `< 0.${'0'.repeat(maxDecimals - 1)}1`
  return shown ? `${wholeGrouped}.${shown}` : wholeGrouped
}

/** The words shown for a token the gateway has no price for: never a made-up "$0.00". */
export const NO_PRICE = 'no price'

/**
 * A balance's fiat value, or "no price" when the gateway has no price for its token (it then sends a conversion of
 * "0" and a value of "0", which must not read as worthless).
 */
export function formatItemFiat(
  item: { fiatBalance: string; fiatConversion: string },
  currency: string,
  locale?: string,
): string {
  return Number(item.fiatConversion) > 0 ? formatFiat(item.fiatBalance, currency, locale) : NO_PRICE
}

/** A token's price, or "no price". */
export function formatPrice(item: { fiatConversion: string }, currency: string, locale?: string): string {
  return Number(item.fiatConversion) > 0 ? formatFiat(item.fiatConversion, currency, locale) : NO_PRICE
}

/** The words shown for a total when none of the assets held has a price: its worth is unknown, not "$0.00". */
export const UNKNOWN_TOTAL = 'unknown'

/** A total's fiat value (`total`, the sum of `items`' values), or "unknown" when no asset held has a price. */
export function formatTotalFiat(
  items: readonly { balance: string; fiatConversion: string }[],
  total: string | number,
  currency: string,
  locale?: string,
): string {
  const held = items.filter((item) => item.balance !== '0')
  const unpriced = held.length > 0 && held.every((item) => !(Number(item.fiatConversion) > 0))
  return unpriced ? UNKNOWN_TOTAL : formatFiat(total, currency, locale)
}
