/** Stable codes of every error this SDK throws, so apps can branch on `code` instead of parsing text. */
export type AppsSdkErrorCode =
  | 'INVALID_ARGUMENT'
  | 'HOST_ERROR'
  | 'REQUEST_TIMEOUT'
  | 'NO_PARENT_WINDOW'
  | 'PERMISSIONS_REJECTED'
  | 'PROVIDER_ERROR'

/** Base class of every error thrown by @concord/apps-sdk; `code` is stable, the message is the user-visible text. */
export class AppsSdkError extends Error {
  readonly code: AppsSdkErrorCode | number
  override readonly name: string = 'AppsSdkError'

  constructor(message: string, code: AppsSdkErrorCode | number, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** Raised before anything is sent when the arguments cannot form a valid request. */
export class InvalidArgumentError extends AppsSdkError {
  override readonly name = 'InvalidArgumentError'
  constructor(message: string) {
    super(message, 'INVALID_ARGUMENT')
  }
}

/** The wallet answered with an error reply; the message is exactly the text the wallet sent. */
export class HostError extends AppsSdkError {
  override readonly name = 'HostError'
  constructor(message: string) {
    super(message, 'HOST_ERROR')
  }
}

/** The wallet did not answer within the request timeout. */
export class RequestTimeoutError extends AppsSdkError {
  override readonly name = 'RequestTimeoutError'
  constructor(method: string, timeoutMs: number) {
    super(
      `The wallet did not answer "${method}" within ${timeoutMs} ms. Check that the app runs inside a Concord or Safe wallet frame, or raise timeoutMs.`,
      'REQUEST_TIMEOUT',
    )
  }
}

/** The SDK was used outside a browser frame, so there is no parent window to talk to. */
export class NoParentWindowError extends AppsSdkError {
  override readonly name = 'NoParentWindowError'
  constructor() {
    super("Window doesn't exist", 'NO_PARENT_WINDOW')
  }
}

/** EIP-2255 permission failures; code 4001 like the Safe Apps SDK's PermissionsError. */
export class PermissionsError extends AppsSdkError {
  override readonly name = 'PermissionsError'
  readonly data: unknown
  constructor(message: 'Permissions rejected' | 'Permissions request is invalid', data?: unknown) {
    super(message, PERMISSIONS_REQUEST_REJECTED)
    this.data = data
  }
}

/** EIP-1193 errors raised by SafeAppProvider; `code` follows EIP-1193 / JSON-RPC numbering. */
export class ProviderRpcError extends AppsSdkError {
  override readonly name = 'ProviderRpcError'
}

/** EIP-1193 "user rejected" code, which the Safe Apps SDK also uses for permission failures. */
export const PERMISSIONS_REQUEST_REJECTED = 4001
