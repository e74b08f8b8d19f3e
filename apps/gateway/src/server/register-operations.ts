import { type OperationName, operations } from '@concord/gateway-schema'
import type { RouteHandlerMethod } from 'fastify'
import type { GatewayApp } from '../wire/gateway-app.js'
import type { OperationHandlers } from '../wire/operation-handlers.js'

/** A path template in Fastify's form: `{name}` becomes `:name`. */
const fastifyPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1')

/**
 * Registers every operation of the table at its method and path, with its schemas: Fastify validates params, query
 * and body and serialises the response with them (and the OpenAPI document is generated from them).
 */
export function registerOperations(app: GatewayApp, handlers: OperationHandlers): void {
  for (const name of Object.keys(operations) as OperationName[]) {
    const { method, path, ...schemas } = operations[name]
    // Fastify's route schema takes params, querystring, body and response; the SDK's trailing slash is the client's.
    const { trailingSlash: _, ...schema } = schemas as typeof schemas & { trailingSlash?: true }
    const handler = handlers[name] as RouteHandlerMethod
    app.route({ method, url: fastifyPath(path), schema, handler })
  }
}
