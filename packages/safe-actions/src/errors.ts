/** Stable codes of everything the Safe readers throw; callers branch on `code`, people read `message`. */
export type SafeActionsErrorCode = 'RPC_UNREACHABLE' | 'READ_FAILED'

/** The one error root of @concord/safe-actions: a stable `code`, the viem error as `cause`. */
export class SafeActionsError extends Error {
  override name: string = 'SafeActionsError'
  readonly code: SafeActionsErrorCode

  constructor(code: SafeActionsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The node did not answer (HTTP/WebSocket failure or timeout): the read may succeed later. */
export class SafeRpcUnreachableError extends SafeActionsError {
  override name = 'SafeRpcUnreachableError' as const
  constructor(address: string, cause: unknown) {
    super('RPC_UNREACHABLE', `The node did not answer while reading Safe ${address}; retry later.`, { cause })
  }
}

/** The node answered with an error that says nothing about the contract (a pruned block, a rate limit, …). */
export class SafeReadFailedError extends SafeActionsError {
  override name = 'SafeReadFailedError' as const
  constructor(address: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause)
    super('READ_FAILED', `Reading Safe ${address} failed: ${reason}. Check the node and the block asked for.`, {
      cause,
    })
  }
}
