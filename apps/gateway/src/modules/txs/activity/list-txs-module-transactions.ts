import type { TxsModuleQuery, TxsModuleTransactionPage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe } from '../../safes/index.js'
import { moduleTransactionRows } from '../../transactions/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'
import { toTxsModuleTransaction } from './to-txs-activity.js'

/** A page of the transactions a Safe's modules executed, newest first. */
export async function listTxsModuleTransactions(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string } & z.output<typeof TxsModuleQuery>,
): Promise<TxsModuleTransactionPage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = txsPagination(query)
  const filter = { module: query.module, to: query.to, txHash: query.transaction_hash }
  const { count, rows } = await moduleTransactionRows(db, chain.chainId, safe.address, filter, pagination)
  return txsPageOf(
    request,
    pagination,
    count,
    rows.map((row) => toTxsModuleTransaction(chain, row)),
  )
}
