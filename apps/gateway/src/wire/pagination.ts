import type { FastifyRequest } from 'fastify'

/** Limit and offset of one page. */
export type Pagination = { limit: number; offset: number }

const DEFAULT_LIMIT = 20
const MAX_LIMIT = 200

/** Reads `cursor=limit=L&offset=O`; anything missing or unparsable falls back to limit 20 / offset 0 (never fails). */
export function parseCursor(cursor: string | undefined): Pagination {
  const inner = new URLSearchParams(cursor ?? '')
  const limit = toInt(inner.get('limit'))
  const offset = toInt(inner.get('offset'))
  return {
    limit: limit === null || limit <= 0 ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT),
    offset: offset === null || offset < 0 ? 0 : offset,
  }
}

function toInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null
  return Number(value.trim())
}

/** The scheme and host the client used (X-Forwarded-Proto and Host honoured), e.g. `https://wallet.example`. */
export function requestOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto']
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || request.protocol
  return `${proto}://${request.headers.host ?? request.hostname}`
}

/** The absolute URL of this request with its `cursor` replaced. */
function cursorUrl(request: FastifyRequest, pagination: Pagination): string {
  const url = new URL(request.url, requestOrigin(request))
  url.searchParams.set('cursor', `limit=${pagination.limit}&offset=${pagination.offset}`)
  return url.toString()
}

/** next/previous links for a list of `total` items (gateway-api.md §0.2, computed form). */
export function pageLinks(
  request: FastifyRequest,
  { limit, offset }: Pagination,
  total: number,
): { next: string | null; previous: string | null } {
  return {
    next: limit + offset < total ? cursorUrl(request, { limit, offset: offset + limit }) : null,
    previous: offset === 0 ? null : cursorUrl(request, { limit, offset: Math.max(offset - limit, 0) }),
  }
}

/** A page of `results` out of `count` items, with its next/previous links. */
export function pageOf<T>(request: FastifyRequest, pagination: Pagination, count: number, results: T[]) {
  return { count, ...pageLinks(request, pagination, count), results }
}
