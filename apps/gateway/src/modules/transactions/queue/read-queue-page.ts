import type { TransactionQueuePage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { pageLinks, parseCursor } from '../../../wire/pagination.js'
import { loadSafeOrSetup } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { multisig } from '../store/multisig-repository.js'
import { summarizeMultisig } from '../summaries/summarize-multisig.js'
import { buildQueueItems } from './build-queue-page.js'

/** One page of a Safe's queue: pending multisig transactions from its nonce on (gateway-api.md §4.5). */
export async function readQueuePage(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string; cursor?: string | undefined; trusted: boolean },
): Promise<TransactionQueuePage> {
  const safe = await loadSafeOrSetup(db, chain.chainId, query.address)
  const pagination = parseCursor(query.cursor)
  const { limit, offset } = pagination
  // One transaction of look-ahead (and one of look-back after the first page) decides the edge conflicts.
  const window = offset === 0 ? { limit: limit + 1, offset: 0 } : { limit: limit + 2, offset: offset - 1 }
  const queue = { fromNonce: safe.nonce, trustedOnly: query.trusted }
  const { count, rows } = await multisig.queued(db, chain.chainId, safe.address, queue, window)
  const previousPageLastNonce = offset > 0 ? (rows[0]?.nonce ?? null) : null
  const nextPageFirstNonce = window.offset + rows.length < count ? (rows.pop()?.nonce ?? null) : null
  const tokens = await chainTokens(db, chain)
  const results = buildQueueItems(
    rows.map((row) => ({ nonce: row.nonce, summary: summarizeMultisig(chain, row, safe, tokens) })),
    safe.nonce,
    previousPageLastNonce,
    nextPageFirstNonce,
  )
  return { count: results.length, ...pageLinks(request, pagination, count), results }
}
