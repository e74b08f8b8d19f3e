import type { SafeMessageListItem, SafeMessageListPage } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { loadSafe } from '../safes/index.js'
import { messages } from './message-repository.js'
import { toSafeMessage } from './to-safe-message.js'

const DAY_MS = 86_400_000

/** One page of a Safe's messages, newest first, each UTC day's after a DATE_LABEL at its midnight (§7). */
export async function readSafeMessages(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  query: { address: string; cursor?: string | undefined },
): Promise<SafeMessageListPage> {
  const safe = await loadSafe(db, chain.chainId, query.address)
  const pagination = parseCursor(query.cursor)
  const count = await messages.count(db, chain.chainId, safe.address)
  const rows = await messages.page(db, chain.chainId, safe.address, pagination)
  const results: SafeMessageListItem[] = []
  let lastDay: number | null = null
  for (const row of rows) {
    const day = Math.floor(row.created / DAY_MS) * DAY_MS
    if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: day })
    lastDay = day
    results.push({ type: 'MESSAGE', ...toSafeMessage(chain, row, safe.threshold) })
  }
  return pageOf(request, pagination, count, results)
}
