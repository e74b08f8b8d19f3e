/** Stable codes of the web app's own failures (gateway failures keep the gateway client's texts). */
export type WebAppErrorCode =
  | 'CONFIG_INVALID'
  | 'CHAINS_UNAVAILABLE'
  | 'UNKNOWN_CHAIN'
  | 'INVALID_ADDRESS'
  | 'DEV_WALLET_RPC'
  | 'DEV_WALLET_ACCOUNT'
  | 'AUTH_FAILED'

/** The web app's one error base class: a stable `code` and a message that says what to do next. */
export class WebAppError extends Error {
  override readonly name = 'WebAppError'
  readonly code: WebAppErrorCode

  constructor(code: WebAppErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** Turns anything thrown into a message fit for the screen. */
export function errorMessage(error: unknown): string {
  // fetch() rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return 'The gateway cannot be reached. Check your connection, then retry.'
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Something went wrong.'
}
