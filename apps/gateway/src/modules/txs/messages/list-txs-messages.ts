import type { TxsMessagePage, TxsMessagesQuery } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { messagePage } from '../../messages/index.js'
import { loadSafe } from '../../safes/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'
import { toTxsMessage } from './to-txs-message.js'

/** A page of a Safe's messages in the requested ordering (newest first unless named). */
export async function listTxsMessages(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string } & z.output<typeof TxsMessagesQuery>,
): Promise<TxsMessagePage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = txsPagination(query)
  const { count, rows } = await messagePage(db, chain.chainId, safe.address, pagination, query.ordering)
  return txsPageOf(
    request,
    pagination,
    count,
    rows.map((row) => toTxsMessage(row, safe.threshold)),
  )
}
