import type { TransactionHistoryPage } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Options of getTransactionHistory. */
export type GetTransactionHistoryQuery = {
  trusted?: boolean | undefined
  /** False removes transfers that look like address poisoning. */
  imitation?: boolean | undefined
  /** IANA time zone for the day labels, e.g. "Europe/Berlin". */
  timezone?: string | undefined
  timezone_offset?: number | undefined
  cursor?: string | undefined
  /** Safe SDK compatibility: ignored by the gateway, pass the URL as `pageUrl`. */
  page_url?: string | undefined
}

/** What getTransactionHistory resolves to. */
export type GetTransactionHistoryReturnType = TransactionHistoryPage

/** Get one page of a Safe's executed transactions with day labels, newest first; `pageUrl` turns pages. */
export function getTransactionHistory(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetTransactionHistoryQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetTransactionHistoryReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${address}/transactions/history`,
    query,
    pageUrl,
    options,
  })
}
