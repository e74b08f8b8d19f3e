import type { FastifyInstance, FastifyRequest } from 'fastify'
import { findBadText } from './find-bad-text.js'

/** Where in a request a refused string arrived, as Fastify names its validation contexts. */
export type RequestPart = 'params' | 'querystring' | 'body'

/** A 400 for a string holding NUL or a lone surrogate: PostgreSQL refuses the first, the second is not Unicode. */
export class BadTextError extends Error {
  readonly statusCode = 400
  readonly code = 'BAD_TEXT'
  /** Dotted path of the field inside its part ("label", "types.Mail.0.name"). */
  readonly field: string
  readonly part: RequestPart

  constructor(part: RequestPart, field: string, problem: string) {
    const where = field === '' ? part : `${part === 'querystring' ? 'query' : part}.${field}`
    super(`${where} ${problem}`)
    this.name = 'BadTextError'
    this.part = part
    this.field = field
  }
}

/** Throws a BadTextError for the first bad string in the request's path parameters, query or parsed body. */
function refuseBadText(request: FastifyRequest): void {
  const parts: [RequestPart, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ]
  for (const [part, value] of parts) {
    const found = findBadText(value, '')
    if (found !== undefined) throw new BadTextError(part, found.field, found.problem)
  }
}

/**
 * Checks every string of every request once, before any route's schema or handler sees it, so that no field of any
 * route (including typed data and labels that schemas leave free) can carry NUL or a lone surrogate to PostgreSQL.
 * Installed on the root instance before the routes, so it covers every scope (the Transaction Service face too).
 */
export function installBadTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseBadText(request))
}
