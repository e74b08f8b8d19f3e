import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OperationName, operations } from '@concord/gateway-schema'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

type Schemas = typeof operations

/** The handler of one operation, typed by its schemas exactly as Fastify types a route declared inline. */
export type OperationHandler<N extends OperationName> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  Schemas[N],
  ZodTypeProvider,
  FastifyBaseLogger
>

/** A handler for every operation of @concord/gateway-schema's table: leaving one out does not type-check. */
export type OperationHandlers = { [N in OperationName]: OperationHandler<N> }

/** The handlers of some operations, as one module provides them. */
export type Handlers<N extends OperationName> = Pick<OperationHandlers, N>
