import { GatewayError } from '@concord/gateway-client'

/** Stable codes of the web app's own failures (gateway failures keep the gateway client's texts). */
export type WebAppErrorCode =
  | 'CONFIG_INVALID'
  | 'CHAINS_UNAVAILABLE'
  | 'DEV_WALLET_RPC'
  | 'DEV_WALLET_ACCOUNT'
  | 'SAFE_DEPLOY_REVERTED'
  | 'SAFE_NOT_INDEXED'

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
  // No answer at all (network down, gateway stopped): the client's text is for developers, this one for users.
  if (error instanceof TypeError || (error instanceof GatewayError && error.code === 'GATEWAY_UNREACHABLE')) {
    return 'The gateway cannot be reached. Check your connection or that the gateway is running, then retry.'
  }
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Something went wrong.'
}
