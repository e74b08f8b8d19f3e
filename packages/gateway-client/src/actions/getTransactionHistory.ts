import type { HistoryKind, TransactionHistoryPage } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Options of getTransactionHistory. */
export type GetTransactionHistoryQuery = {
  trusted?: boolean | undefined
  /** False removes transfers that look like address poisoning. */
  imitation?: boolean | undefined
  /** IANA time zone for the day labels, e.g. "Europe/Berlin". */
  timezone?: string | undefined
  timezone_offset?: number | undefined
  /** Concord only: incoming, outgoing, module or settings entries. */
  kind?: HistoryKind | undefined
  /** Concord only: executed at or after / at or before this ISO 8601 date. */
  execution_date__gte?: string | undefined
  execution_date__lte?: string | undefined
  /** Concord only: entries moving this token (the zero address: the native coin)… */
  token_address?: string | undefined
  /** …of exactly this amount in base units. */
  value?: string | undefined
  /** Concord only: the multisig transaction of this nonce. */
  nonce?: number | undefined
  cursor?: string | undefined
  /** Safe SDK compatibility: ignored by the gateway, pass the URL as `pageUrl`. */
  page_url?: string | undefined
}

/** What getTransactionHistory resolves to. */
export type GetTransactionHistoryReturnType = TransactionHistoryPage

/** Get one page of a Safe's executed transactions with day labels, newest first; `pageUrl` turns pages. */
export const getTransactionHistory = defineAction(function getTransactionHistory(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetTransactionHistoryQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetTransactionHistoryReturnType> {
  return callOperation(transport, 'getTransactionHistory', { params: { chainId, address }, query, pageUrl, options })
})
