import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { GatewayError } from '../errors.js'
import { isDatabaseDown } from './is-database-down.js'

type ValidationIssue = { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[] } } }

/** Maps every failure to a JSON `{code, message}` body: 4xx for bad input, 5xx only for our own faults. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined
      const where = [error.validationContext, ...(first?.params?.issue?.path ?? []).map(String)]
        .filter(Boolean)
        .join('.')
      return reply
        .code(422)
        .send({ code: 422, message: `${first?.message ?? 'Invalid input'}${where ? ` (${where})` : ''}` })
    }
    if (error instanceof GatewayError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message)
      return reply.code(error.status).send({ code: error.status, message: error.message })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return reply.code(500).send({ code: 500, message: 'Internal server error' })
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unreachable')
      return reply.code(503).send({ code: 503, message: 'The database is unreachable; retry later.' })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, message: error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ code: 500, message: 'Internal server error' })
  })
}
