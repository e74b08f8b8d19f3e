import type { TransactionSummary } from '@concord/gateway-client'
import { formatUnits } from 'viem'
import { csvCell } from '../../../ui/csvCell'
import { statusText } from '../../../ui/tx/describeTx'
import { historyRowFacts } from './historyRowFacts'

/** What the CSV needs besides the rows: the Safe, its chain's native coin and today's prices. */
export type CsvContext = {
  safe: string
  native: { symbol: string; decimals: number }
  /** The fiat code the prices are in, e.g. "USD". */
  currency: string
  /** Today's price of a token by lower-case address (the native coin: the zero address), if it has one. */
  priceOf: (token: string) => number | null
}

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
  ]
}

/** The safeTxHash of a multisig row (its id is multisig_<safe>_<safeTxHash>), else ''. */
function safeTxHashOf(tx: TransactionSummary): string {
  const [kind, , hash] = tx.id.split('_')
  return kind === 'multisig' && hash ? hash : ''
}

/** The fiat value at today's price with 2 decimals, or '' when the token has no price (never a made-up 0). */
function fiatOf(amount: string | null, decimals: number, price: number | null): string {
  if (amount === null || price === null || price <= 0) return ''
  return (Number(formatUnits(BigInt(amount), decimals)) * price).toFixed(2)
}

/** The cells of one transaction, in `csvHeader` order. */
export function csvRow(tx: TransactionSummary, context: CsvContext): string[] {
  const facts = historyRowFacts(tx, context.safe, context.native)
  const token = facts.token
  const amount = token && facts.amount !== null ? formatUnits(BigInt(facts.amount), token.decimals) : ''
  const price = token ? context.priceOf(token.address.toLowerCase()) : null
  return [
    new Date(tx.timestamp).toISOString(),
    tx.executionInfo?.type === 'MULTISIG' ? String(tx.executionInfo.nonce) : '',
    facts.kind,
    facts.counterparty ?? '',
    token ? `${token.symbol}${facts.tokenId ? ` #${facts.tokenId}` : ''}` : '',
    facts.tokenId ? '1' : amount,
    facts.tokenId ? '' : fiatOf(facts.amount, token?.decimals ?? 0, price),
    tx.txHash ?? '',
    safeTxHashOf(tx),
    statusText(tx.txStatus),
  ]
}

/** The whole CSV text (header first, CRLF line ends as RFC 4180 has them). */
export function historyCsv(txs: readonly TransactionSummary[], context: CsvContext): string {
  const lines = [csvHeader(context.currency), ...txs.map((tx) => csvRow(tx, context))]
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
