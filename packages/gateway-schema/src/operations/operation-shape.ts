// The shape every entry of the operations table has (operations.ts).
import type { z } from 'zod'

/** The status codes an operation answers with a body the table declares. */
export type ResponseStatus = 200 | 201 | 204 | 503

/** An HTTP method the gateway serves. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/** The zod schemas of one operation, named as Fastify's route schema names them. */
export type OperationSchemas = {
  readonly params?: z.ZodType
  readonly querystring?: z.ZodType
  readonly body?: z.ZodType
  readonly response?: Partial<Record<ResponseStatus, z.ZodType>>
}

/** One operation: where it is served and its schemas. */
export type GatewayOperation = OperationSchemas & {
  readonly method: HttpMethod
  readonly path: string
  /** The Safe gateway SDK calls this path with a trailing slash; the gateway ignores trailing slashes. */
  readonly trailingSlash?: true
}
