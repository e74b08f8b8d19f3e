import { BaseError, HttpRequestError, LimitExceededRpcError, TimeoutError } from 'viem'

/** Stable machine-readable reasons a gateway operation can fail with. */
export type GatewayErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'INVALID_INPUT'
  | 'SIGNATURE_USED'
  | 'RPC_UNAVAILABLE'
  | 'PRICES_UNAVAILABLE'
  | 'CONFIG_INVALID'
  | 'DATABASE'
  | 'INTERNAL'

const statusByCode: Record<GatewayErrorCode, number> = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INVALID_INPUT: 422,
  SIGNATURE_USED: 409,
  RPC_UNAVAILABLE: 503,
  PRICES_UNAVAILABLE: 503,
  CONFIG_INVALID: 500,
  DATABASE: 500,
  INTERNAL: 500,
}

/** The one error base class of the gateway: a stable `code`, the HTTP status it maps to and a message saying what to do. */
export class GatewayError extends Error {
  readonly code: GatewayErrorCode
  readonly status: number

  constructor(code: GatewayErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'GatewayError'
    this.code = code
    this.status = statusByCode[code]
  }
}

/** A 404 for an unknown chain, Safe, transaction or message. */
export function notFound(message: string): GatewayError {
  return new GatewayError('NOT_FOUND', message)
}

/** A 401 for a failed sign-in or a missing session. */
export function unauthorized(message: string): GatewayError {
  return new GatewayError('UNAUTHORIZED', message)
}

/** A 403 for a signed-in caller who may not do what they ask (e.g. manage the alerts of a Safe they do not own). */
export function forbidden(message: string): GatewayError {
  return new GatewayError('FORBIDDEN', message)
}

/** A 422 for input that parsed as JSON but is not acceptable. */
export function invalidInput(message: string): GatewayError {
  return new GatewayError('INVALID_INPUT', message)
}

/** A 409 for a one-time signature (an hour-scoped delegate or delete signature) that was already accepted. */
export function signatureUsed(message: string): GatewayError {
  return new GatewayError('SIGNATURE_USED', message)
}

/**
 * A 503 for data that can only be read live from a chain whose RPC does not answer: refused connections say
 * "unreachable", a node that took the request and went silent past the live-call timeout says "not answering".
 */
export function rpcUnavailable(chainId: string, cause: unknown): GatewayError {
  const silent = cause instanceof BaseError && cause.walk((inner) => inner instanceof TimeoutError) !== null
  const limited = cause instanceof BaseError && cause.walk((inner) => inner instanceof LimitExceededRpcError) !== null
  const message = silent
    ? `The RPC node of chain ${chainId} is not answering (no reply within the gateway's timeout); retry later.`
    : limited
      ? `The RPC provider of chain ${chainId} refuses requests over its rate limit (HTTP 429 / -32005); retry later.`
      : `The RPC of chain ${chainId} is unreachable; retry later.`
  return new GatewayError('RPC_UNAVAILABLE', message, { cause })
}

/** A 503 when the price provider fails, is slow past its timeout or refuses over its rate limit: retry later. */
export function pricesUnavailable(message: string, cause?: unknown): GatewayError {
  return new GatewayError('PRICES_UNAVAILABLE', message, cause === undefined ? {} : { cause })
}

/**
 * True when a viem call failed because the RPC did not answer, or its provider refused it over a rate limit (HTTP
 * 429, -32005: viem's LimitExceededRpcError) — not because the contract reverted or said no.
 */
export function isTransportError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk(
      (inner) =>
        inner instanceof HttpRequestError || inner instanceof TimeoutError || inner instanceof LimitExceededRpcError,
    ) !== null
  )
}
