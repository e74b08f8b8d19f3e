import type { OperationName, OperationResponse } from '@concord/gateway-schema'
import { type Credentials, type QueryValue, type RequestOptions, request, type Transport } from './request.js'
import { fillPath, routes } from './routes.js'

/** What one call of an operation sends besides its method and path, which come from the gateway's table. */
type OperationInput = {
  /** The path parameters of the operation's path template, by name. */
  params?: Readonly<Record<string, string | number>> | undefined
  query?: object | undefined
  body?: unknown
  /** The `next`/`previous` URL of an earlier page, used as is. */
  pageUrl?: string | undefined
  credentials?: Credentials | undefined
  options?: RequestOptions | undefined
}

/** The path of an operation below the base URL, its parameters URL-encoded (as the Safe SDK sends it). */
export function operationPath(name: OperationName, params: Readonly<Record<string, string | number>> = {}): string {
  const route = routes[name]
  const path = fillPath(route.path, params)
  return 'trailingSlash' in route ? `${path}/` : path
}

/** Sends one operation of the gateway's table; resolves to its response (cast: the client has no zod to check it). */
export function callOperation<N extends OperationName>(
  transport: Transport,
  name: N,
  input: OperationInput = {},
): Promise<OperationResponse<N>> {
  return request<OperationResponse<N>>(transport, {
    method: routes[name].method,
    path: operationPath(name, input.params),
    query: input.query as Record<string, QueryValue> | undefined,
    pageUrl: input.pageUrl,
    body: input.body,
    credentials: input.credentials,
    options: input.options,
  })
}
