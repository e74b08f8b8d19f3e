/** Stable codes of the errors @concord/apps-host throws to the wallet (never to the app, which gets reply texts). */
export type AppsHostErrorCode = 'INVALID_APP_URL' | 'INVALID_OPTIONS' | 'HANDLER_TIMEOUT'

/** Base class of every error thrown by @concord/apps-host. */
export class AppsHostError extends Error {
  readonly code: AppsHostErrorCode
  override readonly name: string = 'AppsHostError'

  constructor(message: string, code: AppsHostErrorCode, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The app URL is not an absolute http(s) URL, so there is no origin to trust. */
export class InvalidAppUrlError extends AppsHostError {
  override readonly name = 'InvalidAppUrlError'
  constructor(url: string, cause?: unknown) {
    super(`App URL "${url}" is not an absolute http(s) URL; pass the URL the iframe loads.`, 'INVALID_APP_URL', {
      cause,
    })
  }
}

/** The host was configured with values it cannot work with (e.g. a rate limit of zero). */
export class InvalidHostOptionsError extends AppsHostError {
  override readonly name = 'InvalidHostOptionsError'
  constructor(message: string) {
    super(message, 'INVALID_OPTIONS')
  }
}

/** A wallet handler did not settle in time; `onError` receives it, while the app gets a timeout reply. */
export class HandlerTimeoutError extends AppsHostError {
  override readonly name = 'HandlerTimeoutError'
  constructor(method: string, ms: number, call?: string) {
    const [what, option] = call ? ['RPC endpoint', 'rpcCallMs'] : ['data source', 'handlerMs']
    super(
      `The wallet's ${method} handler${call ? ` (${call})` : ''} did not settle within ${ms} ms; the app was answered with a timeout error and the call was aborted. Check the wallet's ${what}, or raise timeouts.${option}.`,
      'HANDLER_TIMEOUT',
    )
  }
}

/** Texts sent to apps in error replies; apps compare some of them, so they never change. */
export const ReplyErrors = {
  /** The user closed or rejected a transaction or signing review (Safe{Wallet} text). */
  rejected: 'Transaction was rejected',
  /** The user rejected a permission prompt, or rejected it before (the SDK turns it into "Permissions rejected"). */
  permissionsRejected: 'Permissions were rejected',
  /** A wallet handler threw (Safe{Wallet} text). */
  failed: 'Request failed',
  /** A forwarded rpcCall got no answer from the wallet's node in time. */
  nodeTimedOut: (call: string, ms: number) =>
    `rpcCall ${call} timed out: the wallet's node did not answer within ${ms} ms. Retry later; if it keeps timing out, the wallet's RPC endpoint is down or overloaded.`,
  /** A wallet data handler did not answer in time. */
  dataTimedOut: (method: string, ms: number) =>
    `${method} timed out: the wallet did not get this data within ${ms} ms. Retry later; the wallet's data source (its gateway or node) is slow or unreachable.`,
  /** The host was destroyed (the app closed, or the wallet moved on) while the request was open. */
  closed: (method: string) =>
    `${method} was cancelled: the wallet closed this app's session before the answer came. Reload the app to continue.`,
} as const
