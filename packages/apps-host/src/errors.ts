/** Stable codes of the errors @concord/apps-host throws to the wallet (never to the app, which gets reply texts). */
export type AppsHostErrorCode = 'INVALID_APP_URL' | 'INVALID_OPTIONS'

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

/** Texts sent to apps in error replies; apps compare some of them, so they never change. */
export const ReplyErrors = {
  /** The user closed or rejected a transaction or signing review (Safe{Wallet} text). */
  rejected: 'Transaction was rejected',
  /** The user rejected a permission prompt, or rejected it before (the SDK turns it into "Permissions rejected"). */
  permissionsRejected: 'Permissions were rejected',
  /** A wallet handler threw (Safe{Wallet} text). */
  failed: 'Request failed',
} as const
