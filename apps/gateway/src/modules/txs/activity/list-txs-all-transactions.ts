import {
  TXS_ALL_TRANSACTIONS_DEFAULT_LIMIT,
  type TxsAllTransactionPage,
  type TxsAllTransactionsQuery,
} from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { activityInTransactions, executedTransactionPage } from '../../transactions/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'
import { toTxsAllTransactions } from './to-txs-all-transactions.js'

/**
 * A page of every executed Ethereum transaction a Safe took part in (newest first unless `ordering=timestamp`), each
 * as its multisig or module transactions or as itself, with its transfers. `count` counts Ethereum transactions.
 */
export async function listTxsAllTransactions(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string } & z.output<typeof TxsAllTransactionsQuery>,
): Promise<TxsAllTransactionPage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = txsPagination(query, TXS_ALL_TRANSACTIONS_DEFAULT_LIMIT)
  const ordering = query.ordering ?? '-timestamp'
  const page = await executedTransactionPage(db, chain.chainId, safe.address, ordering, pagination)
  const hashes = page.rows.map((row) => row.txHash)
  const activity = await activityInTransactions(db, chain.chainId, safe.address, hashes)
  const tokens = await chainTokens(db, chain)
  // Only plain Ethereum transactions read the chain (their sender and calldata); the page's reads go out together.
  const entries = await Promise.all(page.rows.map((tx) => toTxsAllTransactions(chain, safe, tx, activity, tokens)))
  return txsPageOf(request, pagination, page.count, entries.flat())
}
