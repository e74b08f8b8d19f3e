import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { GatewayError } from '../errors.js'
import { bodyLimitClassOf } from './body-limits.js'
import { isDatabaseDown } from './is-database-down.js'

type ValidationIssue = { message?: string; instancePath?: string }

/** What the client is told, and what the log records when it is our fault. */
type ErrorAnswer = { status: number; message: string; log?: { details: object; message: string } }

const INTERNAL = 'Internal server error'

/** A 422 naming the first invalid field, e.g. `Invalid address: … (params.address)`. */
function validationAnswer(error: FastifyError & { validation: readonly unknown[] }): ErrorAnswer {
  const first = error.validation[0] as ValidationIssue | undefined
  // fastify-type-provider-zod puts the zod issue's path in `instancePath` ("/safeTxHash", "/owners/0").
  const where = [error.validationContext, ...(first?.instancePath ?? '').split('/')].filter(Boolean).join('.')
  return { status: 422, message: `${first?.message ?? 'Invalid input'}${where ? ` (${where})` : ''}` }
}

/** A 413 naming the route's body limit, in bytes and by its class. */
function bodyTooLargeAnswer(request: FastifyRequest): ErrorAnswer {
  const route = request.routeOptions.url ?? ''
  const limit = request.routeOptions.bodyLimit
  const message = `Request body too large: at most ${limit} bytes on ${request.method} ${route} (body limit "${bodyLimitClassOf(route)}"); send less`
  return { status: 413, message }
}

function answerFor(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error)
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLargeAnswer(request)
  if (error instanceof GatewayError) {
    const log = error.status >= 500 ? { details: { err: error }, message: error.message } : undefined
    return { status: error.status, message: error.message, ...(log === undefined ? {} : { log }) }
  }
  if (isResponseSerializationError(error)) {
    const details = { err: error, issues: error.cause.issues }
    return { status: 500, message: INTERNAL, log: { details, message: 'response does not match its schema' } }
  }
  if (isDatabaseDown(error)) {
    const log = { details: { err: error }, message: 'database unreachable' }
    return { status: 503, message: 'The database is unreachable; retry later.', log }
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) return { status, message: error.message }
  return { status: 500, message: INTERNAL, log: { details: { err: error }, message: 'unhandled error' } }
}

/** Maps every failure to a JSON `{code, message}` body: 4xx for bad input, 5xx only for our own faults. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerFor(error, request)
    if (answer.log !== undefined) request.log.error(answer.log.details, answer.log.message)
    return reply.code(answer.status).send({ code: answer.status, message: answer.message })
  })
}
