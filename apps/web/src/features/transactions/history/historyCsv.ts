import type { TransactionSummary } from '@concord/gateway-client'
import { formatUnits } from 'viem'
import { csvCell } from '../../../ui/csvCell'
import { statusText } from '../../../ui/tx/describeTx'
import { csvTransfers } from './csvTransfers'
import type { HistoryRowFacts } from './historyRowFacts'

/** What the CSV needs besides the rows: the Safe, its chain's native coin and the prices. */
export type CsvContext = {
  safe: string
  native: { symbol: string; decimals: number }
  /** The fiat code the prices are in, e.g. "USD". */
  currency: string
  /** Today's price of a token by lower-case address (the native coin: the zero address), if it has one. */
  priceOf: (token: string) => number | null
  /** The price of a token at a time (ms), where a price for that time is known; else today's is used, and said. */
  priceAt?: (token: string, timestamp: number) => number | null
}

/** The words of the fiat_price column: which price the fiat value is at. */
export const PRICE_AT_THE_TIME = 'at the time'
export const PRICE_TODAY = "today's price"

/** The CSV's columns, in order. */
export function csvHeader(currency: string): string[] {
  return [
    'date',
    'nonce',
    'kind',
    'counterparty',
    'token',
    'amount',
    `fiat_${currency.toUpperCase()}`,
    'txHash',
    'safeTxHash',
    'status',
    'fiat_price',
    'note',
  ]
}

/** The safeTxHash of a multisig row (its id is multisig_<safe>_<safeTxHash>), else ''. */
function safeTxHashOf(tx: TransactionSummary): string {
  const [kind, , hash] = tx.id.split('_')
  return kind === 'multisig' && hash ? hash : ''
}

/** A fungible amount in token units, as the CSV's amount and fiat cells read it. */
type Units = { token: string; units: string }

/**
 * The fiat value with 2 decimals and which price it is at: the price at the transaction's time where one is known,
 * else today's; empty cells when the token has no price (never a made-up 0).
 */
function fiatOf(moved: Units, timestamp: number, context: CsvContext): [string, string] {
  const then = context.priceAt?.(moved.token, timestamp) ?? null
  const known = then !== null && then > 0
  const price = known ? then : context.priceOf(moved.token)
  if (price === null || price <= 0) return ['', '']
  return [(Number(moved.units) * price).toFixed(2), known ? PRICE_AT_THE_TIME : PRICE_TODAY]
}

/** The token, amount and fiat cells (with which price) of one transfer row. */
function movedCells(row: HistoryRowFacts, timestamp: number, context: CsvContext): [string, string, string, string] {
  const { token, amount, tokenId } = row
  if (!token || amount === null) return ['', '', '', '']
  if (tokenId) return [`${token.symbol} #${tokenId}`, '1', '', '']
  const units = formatUnits(BigInt(amount), token.decimals)
  const [fiat, basis] = fiatOf({ token: token.address.toLowerCase(), units }, timestamp, context)
  return [token.symbol, units, fiat, basis]
}

/** The rows of one transaction, in `csvHeader` order: one per transfer (a batch's each on its own row), else one. */
export function csvRows(tx: TransactionSummary, context: CsvContext): string[][] {
  const date = new Date(tx.timestamp).toISOString()
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? String(tx.executionInfo.nonce) : ''
  return csvTransfers(tx, context.safe, context.native).map((row) => {
    const [token, amount, fiat, basis] = movedCells(row, tx.timestamp, context)
    const hashes = [tx.txHash ?? '', safeTxHashOf(tx)]
    return [
      date,
      nonce,
      row.kind,
      row.counterparty ?? '',
      token,
      amount,
      fiat,
      ...hashes,
      statusText(tx.txStatus),
      basis,
      tx.note ?? '',
    ]
  })
}

/** The whole CSV text (header first, CRLF line ends as RFC 4180 has them). */
export function historyCsv(txs: readonly TransactionSummary[], context: CsvContext): string {
  const lines = [csvHeader(context.currency), ...txs.flatMap((tx) => csvRows(tx, context))]
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
