import type { TxsTokenOrdering, TxsTokenPage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { chainTokens } from '../../tokens/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'

type TokenQuery = {
  search?: string | undefined
  address?: string | undefined
  ordering: z.output<typeof TxsTokenOrdering>
  limit?: number | undefined
  offset?: number | undefined
}

/** Whether a token is the one asked for and matches the search (name or symbol, case-insensitive). */
function matches(token: TokenRow, query: TokenQuery): boolean {
  if (query.address !== undefined && token.address !== query.address) return false
  if (query.search === undefined) return true
  const needle = query.search.toLowerCase()
  return token.name.toLowerCase().includes(needle) || token.symbol.toLowerCase().includes(needle)
}

/** Compares two tokens by the ordering's field, descending when it starts with `-`. */
function byOrdering(ordering: TokenQuery['ordering']) {
  const field = ordering.replace('-', '') as 'name' | 'symbol' | 'address'
  const sign = ordering.startsWith('-') ? -1 : 1
  return (a: TokenRow, b: TokenRow) => sign * a[field].localeCompare(b[field])
}

/**
 * A page of the chain's indexed tokens. Filtered and sorted from the tokens module's per-chain cache, which holds
 * every valid token already (the wallet's pages read it too), rather than by a second query.
 */
export async function listTxsTokens(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: TokenQuery,
): Promise<TxsTokenPage> {
  const pagination = txsPagination(query)
  const all = [...(await chainTokens(db, chain)).values()].filter((token) => matches(token, query))
  all.sort(byOrdering(query.ordering))
  const results = all.slice(pagination.offset, pagination.offset + pagination.limit)
  return txsPageOf(request, pagination, all.length, results)
}
