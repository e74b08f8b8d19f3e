import { GatewayError } from './errors.js'

/** Values of the `credentials` option of fetch. */
export type Credentials = 'omit' | 'same-origin' | 'include'

/** Query string values; `undefined` and `null` are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined

/** Per-call options, always the last optional argument of a call. */
export type RequestOptions = {
  /** Aborts the request; the call then rejects with a GatewayError of code GATEWAY_ABORTED. */
  signal?: AbortSignal | undefined
  /** Extra headers for this call only. */
  headers?: Record<string, string> | undefined
}

/**
 * Checks the body of a successful answer before the call resolves (e.g. with @concord/gateway-schema's
 * `operations[operation].response`): it returns what the call resolves to, and what it throws rejects the call
 * with a GatewayError GATEWAY_INVALID_RESPONSE. The client itself has no zod, so without one responses are cast.
 */
export type ValidateResponse = (operation: string, body: unknown) => unknown

/** Where and how one client sends its requests. */
export type Transport = {
  baseUrl: string
  fetch: typeof globalThis.fetch
  headers: Record<string, string>
  credentials: Credentials | undefined
  validate?: ValidateResponse | undefined
}

type RequestInput = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path below the base URL, built with `path`. Ignored when `pageUrl` is given. */
  path: string
  query?: Record<string, QueryValue> | undefined
  /** The `next`/`previous` URL of an earlier page, used as is. */
  pageUrl?: string | undefined
  body?: unknown
  /** Overrides the client's credentials mode (SIWE calls need the session cookie). */
  credentials?: Credentials | undefined
  options?: RequestOptions | undefined
}

/** Serialises query parameters, leaving out undefined and null values; '' when nothing is left. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Removes trailing slashes so paths can be appended to the base URL. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** Sends one request to the gateway and returns the parsed JSON body (undefined for empty bodies). */
export async function request<T>(transport: Transport, input: RequestInput): Promise<T> {
  const url = input.pageUrl ?? `${transport.baseUrl}${input.path}${toQueryString(input.query)}`
  const headers: Record<string, string> = { Accept: 'application/json', ...transport.headers }
  const init: RequestInit = { method: input.method, headers }
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(input.body)
  }
  Object.assign(headers, input.options?.headers)
  const credentials = input.credentials ?? transport.credentials
  if (credentials) init.credentials = credentials
  const signal = input.options?.signal
  if (signal) init.signal = signal

  // Called unbound: browsers reject window.fetch invoked with another object as `this`.
  const fetchFn = transport.fetch
  try {
    const response = await fetchFn(url, init)
    return (await parseResponse(url, response)) as T
  } catch (error) {
    throw toGatewayError(error, url, signal)
  }
}

async function parseResponse(url: string, response: Response): Promise<unknown> {
  const body = await readBody(url, response)
  if (!response.ok) {
    const code = errorCodeOf(body)
    const message = code === null ? statusTextOf(response) : `${code}: ${(body as { message: string }).message}`
    throw new GatewayError(message, {
      code: 'GATEWAY_HTTP_ERROR',
      url,
      status: response.status,
      gatewayCode: code,
      body,
    })
  }
  return body
}

async function readBody(url: string, response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new GatewayError(`Invalid response content: ${statusTextOf(response)}`, {
      code: 'GATEWAY_INVALID_RESPONSE',
      url,
      status: response.status,
      body: text,
      cause,
    })
  }
}

// The Safe gateway puts the code in `code` (upstream errors) or `statusCode` (its own errors).
function errorCodeOf(body: unknown): number | string | null {
  if (typeof body !== 'object' || body === null) return null
  const { code, statusCode, message } = body as Record<string, unknown>
  if (typeof message !== 'string') return null
  const value = code ?? statusCode
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

// HTTP/2 has no reason phrase, so statusText can be empty: fall back to the number.
function statusTextOf(response: Response): string {
  return response.statusText || `HTTP ${response.status}`
}

function toGatewayError(error: unknown, url: string, signal: AbortSignal | undefined): GatewayError {
  if (error instanceof GatewayError) return error
  if (signal?.aborted) {
    return new GatewayError('The gateway request was aborted before it completed.', {
      code: 'GATEWAY_ABORTED',
      url,
      cause: signal.reason ?? error,
    })
  }
  const reason = error instanceof Error ? error.message : String(error)
  return new GatewayError(
    `Could not reach the gateway at ${url} (${reason}). Check the base URL given to setBaseUrl/createGatewayClient and that the gateway is running.`,
    { code: 'GATEWAY_UNREACHABLE', url, cause: error },
  )
}
