import type { OperationName, OperationResponse } from '@concord/gateway-schema'
import { GatewayError } from './errors.js'
import {
  type Credentials,
  type QueryValue,
  type RequestOptions,
  request,
  type Transport,
  toQueryString,
} from './request.js'
import { routes } from './routes.js'

/** The path parameter names of a path template: `'/a/{x}/b/{y}'` gives `'x' | 'y'`. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

/** The path parameters of one operation, each a string or number (numbers are written in decimal). */
type PathParams<N extends OperationName> = Record<PathParamNames<(typeof routes)[N]['path']>, string | number>

/** Fills a path template, URL-encoding every parameter; throws when one is missing (a bug of the caller). */
function fillPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Path parameter ${name} of ${template} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** What one call of an operation sends besides its method and path, which come from the gateway's table. */
type OperationInput<N extends OperationName> = {
  /** The path parameters of the operation's path template, by name. */
  params?: PathParams<N> | undefined
  query?: object | undefined
  body?: unknown
  /** The `next`/`previous` URL of an earlier page, used as is. */
  pageUrl?: string | undefined
  credentials?: Credentials | undefined
  options?: RequestOptions | undefined
}

/** The path of an operation below the base URL, its parameters URL-encoded (as the Safe SDK sends it). */
export function operationPath<N extends OperationName>(name: N, params?: PathParams<N>): string {
  const route = routes[name]
  const path = fillPath(route.path, params ?? {})
  return 'trailingSlash' in route ? `${path}/` : path
}

/**
 * Sends one operation of the gateway's table; resolves to its response, checked by the client's `validate` hook when
 * it has one (else cast: the client has no zod to check it).
 */
export async function callOperation<N extends OperationName>(
  transport: Transport,
  name: N,
  input: OperationInput<N> = {},
): Promise<OperationResponse<N>> {
  const path = operationPath(name, input.params)
  const query = input.query as Record<string, QueryValue> | undefined
  const body = await request<unknown>(transport, {
    method: routes[name].method,
    path,
    query,
    pageUrl: input.pageUrl,
    body: input.body,
    credentials: input.credentials,
    options: input.options,
  })
  if (transport.validate === undefined) return body as OperationResponse<N>
  try {
    return transport.validate(name, body) as OperationResponse<N>
  } catch (cause) {
    const url = input.pageUrl ?? `${transport.baseUrl}${path}${toQueryString(query)}`
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new GatewayError(`Invalid response content: the answer to ${name} does not match its schema (${reason})`, {
      code: 'GATEWAY_INVALID_RESPONSE',
      url,
      body,
      cause,
    })
  }
}
