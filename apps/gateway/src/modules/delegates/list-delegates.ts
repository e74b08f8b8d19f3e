import type { DelegateResponse } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/db.js'
import { invalidInput } from '../../errors.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { type DelegateFilter, delegates } from './delegate-repository.js'

/** One page of a chain's delegates matching the filters of the request (at least one is required), oldest first. */
export async function listDelegates(
  db: Queryable,
  chainId: string,
  request: FastifyRequest,
  query: DelegateFilter & { cursor?: string | undefined },
): Promise<DelegateResponse> {
  const { cursor, ...filter } = query
  if (Object.values(filter).every((value) => value === undefined)) {
    throw invalidInput('Give at least one of safe, delegate, delegator or label')
  }
  const pagination = parseCursor(cursor)
  const { count, results } = await delegates.page(db, chainId, filter, pagination)
  return pageOf(request, pagination, count, results)
}
