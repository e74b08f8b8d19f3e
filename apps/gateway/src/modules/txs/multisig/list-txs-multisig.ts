import type { TxsMultisigQuery, TxsMultisigTransactionPage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe } from '../../safes/index.js'
import { searchMultisig } from '../../transactions/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'
import { toTxsMultisig } from './to-txs-multisig.js'

/** A page of a Safe's multisig transactions by api-kit's filters (executed, nonce ranges, confirmations) and ordering. */
export async function listTxsMultisig(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string } & z.output<typeof TxsMultisigQuery>,
): Promise<TxsMultisigTransactionPage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = txsPagination(query)
  const filter = {
    executed: query.executed,
    nonce: query.nonce,
    nonceFrom: query.nonce__gte,
    nonceUntil: query.nonce__lte,
    trusted: query.trusted,
    to: query.to,
    hasConfirmations: query.has_confirmations,
  }
  const page = await searchMultisig(db, chain.chainId, safe.address, { filter, ordering: query.ordering }, pagination)
  const results = page.rows.map((row) => toTxsMultisig(chain, row, safe))
  return txsPageOf(request, pagination, page.count, results)
}
