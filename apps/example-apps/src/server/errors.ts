/** Stable codes of the errors this package throws. */
export type ExampleAppsErrorCode = 'BUILD_FAILED' | 'INVALID_MANIFEST' | 'LISTEN_FAILED'

/** Base class of every error thrown by @concord/example-apps; `code` is stable, the message says what to do. */
export class ExampleAppsError extends Error {
  override readonly name = 'ExampleAppsError'
  readonly code: ExampleAppsErrorCode

  constructor(code: ExampleAppsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
