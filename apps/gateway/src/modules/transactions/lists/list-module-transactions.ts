import type { SafeModuleTransactionsResponse } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { pageOf, parseCursor } from '../../../wire/pagination.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { moduleTransactions } from '../store/transaction-repository.js'
import type { ModuleFilter } from '../store/transaction-rows.js'
import { summarizeModule } from '../summaries/summarize-module.js'

/** One page of the transactions a Safe's modules executed matching `filter`, newest first (gateway-api.md §6.1). */
export async function listModuleTransactions(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string; cursor?: string | undefined; filter: ModuleFilter },
): Promise<SafeModuleTransactionsResponse> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = parseCursor(query.cursor)
  const { count, rows } = await moduleTransactions.page(db, chain.chainId, safe.address, query.filter, pagination)
  const tokens = await chainTokens(db, chain)
  const results = rows.map((row) => ({
    type: 'TRANSACTION' as const,
    transaction: summarizeModule(chain, row, tokens),
    conflictType: 'None' as const,
  }))
  return pageOf(request, pagination, count, results)
}
