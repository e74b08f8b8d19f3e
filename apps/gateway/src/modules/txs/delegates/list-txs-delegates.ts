import type { TxsDelegatePage, TxsDelegatesQuery } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Queryable } from '../../../db/db.js'
import { listDelegates } from '../../delegates/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'

/** A page of delegates by the delegates module's filters (at least one), with limit/offset links. */
export async function listTxsDelegates(
  db: Queryable,
  chainId: string,
  request: FastifyRequest,
  query: z.output<typeof TxsDelegatesQuery>,
): Promise<TxsDelegatePage> {
  const { limit, offset, ...filter } = query
  const pagination = txsPagination({ limit, offset })
  // The delegates module pages by the Client Gateway's cursor, whose text is the same limit and offset.
  const cursor = `limit=${pagination.limit}&offset=${pagination.offset}`
  const page = await listDelegates(db, chainId, request, { ...filter, cursor })
  const results = page.results.map((delegate) => ({ ...delegate, expiryDate: null }))
  return txsPageOf(request, pagination, page.count ?? results.length, results)
}
