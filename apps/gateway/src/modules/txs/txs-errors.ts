import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { GatewayError } from '../../errors.js'
import { BadTextError } from '../../wire/refuse-bad-text.js'

// The Transaction Service (Django REST framework) answers bad input in its own shapes, which api-kit turns into
// error messages: a field's errors as `{field: [message]}` (400), a rule a write breaks as `{nonFieldErrors: [...]}`
// (400), an unparsable address in the path as `{code, message, arguments}` (422), a missing object as `{detail}` (404).

type ValidationIssue = { message?: string; instancePath?: string }

/** A request that failed its zod schema, in the shape of the part that failed. */
function validationAnswer(error: FastifyError & { validation: readonly unknown[] }) {
  const first = error.validation[0] as ValidationIssue | undefined
  const message = first?.message ?? 'Invalid input'
  const field = (first?.instancePath ?? '').split('/').filter(Boolean).join('.')
  if (error.validationContext === 'params') {
    return { status: 422, body: { code: 1, message, arguments: [field] } }
  }
  return { status: 400, body: { [field === '' ? 'nonFieldErrors' : field]: [message] } }
}

/** A service's refusal: a broken rule is a 400 with `nonFieldErrors`, anything else keeps its status with `detail`. */
function gatewayErrorAnswer(error: GatewayError) {
  if (error.code === 'INVALID_INPUT') return { status: 400, body: { nonFieldErrors: [error.message] } }
  return { status: error.status, body: { detail: error.message } }
}

/** A NUL or lone surrogate in a field: refused like a field that fails its serializer (a path parameter as a 422). */
function badTextAnswer(error: BadTextError) {
  if (error.part === 'params')
    return { status: 422, body: { code: 1, message: error.message, arguments: [error.field] } }
  return { status: 400, body: { [error.field === '' ? 'nonFieldErrors' : error.field]: [error.message] } }
}

/** The Transaction Service's error answers; what is not bad input goes on to the gateway's own handler. */
export function handleTxsError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const answer = validationAnswer(error)
    return reply.code(answer.status).send(answer.body)
  }
  if (error instanceof BadTextError) {
    const answer = badTextAnswer(error)
    return reply.code(answer.status).send(answer.body)
  }
  if (error instanceof GatewayError && error.status < 500) {
    const answer = gatewayErrorAnswer(error)
    return reply.code(answer.status).send(answer.body)
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500 && !(error instanceof GatewayError)) {
    return reply.code(status).send({ detail: error.message })
  }
  request.log.debug({ err: error }, 'not a Transaction Service input error: handled by the gateway')
  throw error
}
