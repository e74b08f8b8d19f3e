import type { TransactionHistoryPage, TransactionSummary } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { pageLinks, parseCursor } from '../../../wire/pagination.js'
import { loadSafe, loadSafeOrSetup } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { history } from '../store/transaction-repository.js'
import type { HistoryFilter } from '../store/transaction-rows.js'
import { flagImitations } from '../summaries/flag-imitations.js'
import { summarizeCreation } from '../summaries/summarize-creation.js'
import { summarizeHistoryEntries } from '../summaries/summarize-history-entries.js'
import { dayKeyFunction } from './day-key.js'
import { labelDays } from './label-days.js'

/** What a history page is asked for (gateway-api.md §4.6). */
export type HistoryQuery = {
  address: string
  cursor?: string | undefined
  trusted: boolean
  imitation: boolean
  timezone?: string | undefined
  timezone_offset?: number | undefined
} & HistoryFilters

/** Concord's optional history filters as the route parses them (transaction-requests.ts). */
type HistoryFilters = {
  kind?: HistoryFilter['kind']
  execution_date__gte?: number | undefined
  execution_date__lte?: number | undefined
  token_address?: string | undefined
  value?: string | undefined
  nonce?: number | undefined
}

/** The repository's filter for a query; `filtered` when any optional filter is set. */
function historyFilter(query: HistoryQuery): { filter: HistoryFilter; filtered: boolean } {
  const filter = {
    kind: query.kind,
    from: query.execution_date__gte,
    until: query.execution_date__lte,
    token: query.token_address,
    value: query.value,
    nonce: query.nonce,
  }
  const filtered = Object.values(filter).some((value) => value !== undefined)
  return { filter: { ...filter, trusted: query.trusted }, filtered }
}

function isImitation(summary: TransactionSummary): boolean {
  const info = summary.txInfo
  return info.type === 'Transfer' && info.transferInfo.type === 'ERC20' && info.transferInfo.imitation
}

/** One page of a Safe's executed history, newest first, grouped by day; its last page ends with the creation. */
export async function readHistoryPage(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: HistoryQuery,
): Promise<TransactionHistoryPage> {
  // A Safe not deployed yet has no history (not even its creation), but it is a Safe: an empty page, not a 404.
  if (!(await loadSafeOrSetup(db, chain.chainId, query.address)).deployed) {
    return { count: 0, next: null, previous: null, results: [] }
  }
  const safe = await loadSafe(db, chain.chainId, query.address)
  const dayOf = dayKeyFunction(query.timezone, query.timezone_offset ?? 0)
  const pagination = parseCursor(query.cursor)
  const { limit, offset } = pagination
  // One entry before the page tells whether the page's first day continues the previous page's.
  const window = offset > 0 ? { limit: limit + 1, offset: offset - 1 } : { limit, offset: 0 }
  const { filter, filtered } = historyFilter(query)
  const { count, entries } = await history.page(db, chain.chainId, safe.address, filter, window)
  const previous = offset > 0 ? entries.shift() : undefined
  const tokens = await chainTokens(db, chain)
  const summaries = flagImitations(await summarizeHistoryEntries(db, chain, safe, entries, tokens)).filter(
    (summary) => query.imitation || !isImitation(summary),
  )
  const links = pageLinks(request, pagination, count)
  // The creation is no transfer, execution or nonce: a filtered history leaves it out.
  if (links.next === null && !filtered) summaries.push(await summarizeCreation(db, chain, safe))
  return { count, ...links, results: labelDays(summaries, dayOf, previous) }
}
