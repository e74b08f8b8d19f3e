import type { TxsIncomingQuery, TxsTransferPage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { incomingTransferRows } from '../../transactions/index.js'
import { txsPageOf, txsPagination } from '../txs-page.js'
import { toTxsTransfer } from './to-txs-activity.js'

/** A page of the transfers into a Safe (ether, ERC-20 and ERC-721), newest first, tokens of any trust. */
export async function listTxsIncoming(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string } & z.output<typeof TxsIncomingQuery>,
): Promise<TxsTransferPage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = txsPagination(query)
  const filter = {
    from: query.execution_date__gte,
    until: query.execution_date__lte,
    to: query.to,
    value: query.value,
    token: query.token_address,
    sender: query._from,
    txHash: query.transaction_hash,
    trustedOnly: false,
  }
  const { count, rows } = await incomingTransferRows(db, chain.chainId, safe.address, filter, pagination)
  const tokens = await chainTokens(db, chain)
  return txsPageOf(
    request,
    pagination,
    count,
    rows.map((row) => toTxsTransfer(row, tokens)),
  )
}
