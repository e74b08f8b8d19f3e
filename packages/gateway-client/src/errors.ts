/** Stable machine-readable reasons a gateway call failed. */
export type GatewayErrorCode =
  /** The gateway answered with a non-2xx status. */
  | 'GATEWAY_HTTP_ERROR'
  /** The gateway answered with a body that is not JSON. */
  | 'GATEWAY_INVALID_RESPONSE'
  /** No answer: network down, DNS, CORS, wrong base URL. */
  | 'GATEWAY_UNREACHABLE'
  /** The caller's AbortSignal fired. */
  | 'GATEWAY_ABORTED'

type GatewayErrorDetails = {
  code: GatewayErrorCode
  url: string
  status?: number | null
  gatewayCode?: number | string | null
  body?: unknown
  cause?: unknown
}

/**
 * The one error every gateway call throws. `message` follows the spec §8 texts (`${code}: ${message}`
 * from the body, else the HTTP status text; `Invalid response content: ${statusText}`); branch on `code`.
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError'
  /** Why the call failed; stable across releases. */
  readonly code: GatewayErrorCode
  /** The request URL. */
  readonly url: string
  /** HTTP status of the answer, null when there was none. */
  readonly status: number | null
  /** The `code` (or `statusCode`) from the error body, null when the body has none. */
  readonly gatewayCode: number | string | null
  /** The parsed error body (the raw text when it was not JSON), undefined when empty. */
  readonly body: unknown

  constructor(message: string, details: GatewayErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.code = details.code
    this.url = details.url
    this.status = details.status ?? null
    this.gatewayCode = details.gatewayCode ?? null
    this.body = details.body
  }
}
