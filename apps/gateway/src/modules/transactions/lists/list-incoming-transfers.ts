import type { SafeIncomingTransfersResponse } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { pageLinks, parseCursor } from '../../../wire/pagination.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { transfers } from '../store/transaction-repository.js'
import type { IncomingFilter } from '../store/transaction-rows.js'
import { summarizeTransfer } from '../summaries/summarize-transfer.js'

/** One page of the transfers into a Safe matching `filter`, newest first (gateway-api.md §6.1). */
export async function listIncomingTransfers(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string; cursor?: string | undefined; filter: IncomingFilter },
): Promise<SafeIncomingTransfersResponse> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = parseCursor(query.cursor)
  const { count, rows } = await transfers.incoming(db, chain.chainId, safe.address, query.filter, pagination)
  const tokens = await chainTokens(db, chain)
  return {
    ...pageLinks(request, pagination, count),
    results: rows.map((row) => ({
      type: 'TRANSACTION',
      transaction: summarizeTransfer(chain, safe.address, row, tokens),
      conflictType: 'None',
    })),
  }
}
