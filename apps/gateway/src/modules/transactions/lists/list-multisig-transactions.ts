import type { SafeMultisigTransactionsResponse } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { pageLinks, parseCursor } from '../../../wire/pagination.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { multisig } from '../store/multisig-repository.js'
import type { MultisigFilter } from '../store/transaction-rows.js'
import { summarizeMultisig } from '../summaries/summarize-multisig.js'

/** One page of a Safe's multisig transactions matching `filter`, highest nonce first (gateway-api.md §6.1). */
export async function listMultisigTransactions(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string; cursor?: string | undefined; filter: MultisigFilter },
): Promise<SafeMultisigTransactionsResponse> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = parseCursor(query.cursor)
  const { count, rows } = await multisig.page(db, chain.chainId, safe.address, query.filter, pagination)
  const tokens = await chainTokens(db, chain)
  return {
    ...pageLinks(request, pagination, count),
    results: rows.map((row) => ({
      type: 'TRANSACTION',
      transaction: summarizeMultisig(chain, row, safe, tokens),
      conflictType: 'None',
    })),
  }
}
