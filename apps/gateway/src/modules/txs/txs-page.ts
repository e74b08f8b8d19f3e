import { TXS_DEFAULT_LIMIT } from '@concord/gateway-schema'
import type { FastifyRequest } from 'fastify'
import { type Pagination, requestOrigin } from '../../wire/pagination.js'

/** The page a request's `limit` and `offset` name (already bounded by the query schema). */
export function txsPagination(
  query: { limit?: number | undefined; offset?: number | undefined },
  defaultLimit = TXS_DEFAULT_LIMIT,
): Pagination {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 }
}

/** The absolute URL of this request with `limit` and `offset` set, as Django REST framework links its pages. */
function pageUrl(request: FastifyRequest, { limit, offset }: Pagination): string {
  const url = new URL(request.url, requestOrigin(request))
  url.searchParams.set('limit', String(limit))
  if (offset === 0) url.searchParams.delete('offset')
  else url.searchParams.set('offset', String(offset))
  return url.toString()
}

/** A page of `results` out of `count`, with the links to its neighbours (null at either end). */
export function txsPageOf<T>(request: FastifyRequest, pagination: Pagination, count: number, results: T[]) {
  const { limit, offset } = pagination
  return {
    count,
    next: limit + offset < count ? pageUrl(request, { limit, offset: offset + limit }) : null,
    previous: offset === 0 ? null : pageUrl(request, { limit, offset: Math.max(offset - limit, 0) }),
    results,
  }
}
