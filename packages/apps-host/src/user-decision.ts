import { ReplyErrors } from './errors.js'
import type { OpenRequest } from './open-request.js'
import type { MaybePromise } from './types.js'

/**
 * The approve/reject pair the wallet UI gets for a user-facing request. Only the first decision replies; a decision
 * after the request was answered another way (the host was destroyed) does nothing, side effects included.
 */
export function userDecision<T>(
  request: OpenRequest,
  answer: (run: () => MaybePromise<unknown>) => void,
  onApprove: (result: T) => unknown,
  onReject?: () => void,
): { approve(result: T): void; reject(message?: string): void } {
  let decided = false
  const decide = () => {
    if (decided || request.answered) return false
    decided = true
    return true
  }
  return {
    approve: (result) => {
      if (decide()) answer(() => onApprove(result))
    },
    reject: (message) => {
      if (!decide()) return
      onReject?.()
      request.error(message ?? ReplyErrors.rejected)
    },
  }
}
