/** Stable codes for everything the dev chain can fail at; callers branch on `code`, people read `message`. */
export type DevchainErrorCode =
  | 'ANVIL_NOT_INSTALLED'
  | 'ANVIL_START_FAILED'
  | 'DEPLOY_FAILED'
  | 'ARTIFACT_MISMATCH'
  | 'SEED_FAILED'
  | 'COMPILE_FAILED'

/** The one error class of @concord/devchain: a stable `code` plus a message that says what to do next. */
export class DevchainError extends Error {
  override readonly name = 'DevchainError'
  readonly code: DevchainErrorCode

  constructor(code: DevchainErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
