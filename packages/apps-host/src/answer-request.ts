import { HandlerTimeoutError, ReplyErrors } from './errors.js'
import type { HostTimeouts, WaitingOn } from './host-timeouts.js'
import type { OpenRequest } from './open-request.js'
import type { MaybePromise } from './types.js'

/** Hears about handler failures and timeouts (the wallet's `onError`). */
export type Report = (error: unknown, method: string) => void

/**
 * Answers `request` with what `run` returns or resolves to. A synchronous value is replied to before this returns
 * (getSafeInfo must be, the wagmi safe connector gives up after 10 ms); a promise gets the timeout of what it waits
 * on; a throw or rejection replies "Request failed".
 */
export function answerRequest(
  request: OpenRequest,
  run: () => MaybePromise<unknown>,
  waitingOn: WaitingOn,
  timeouts: HostTimeouts,
  report: Report,
): void {
  try {
    const result = run()
    if (!isPromiseLike(result)) {
      request.data(result)
      return
    }
    const ms = waitingOn.kind === 'node' ? timeouts.rpcCallMs : timeouts.handlerMs
    request.expireAfter(ms, () => expire(request, waitingOn, ms, report))
    result.then(
      (data) => request.data(data),
      (error: unknown) => failRequest(request, error, report),
    )
  } catch (error) {
    failRequest(request, error, report)
  }
}

/** Replies "Request failed" and reports `error`, unless the request was answered already (e.g. it timed out). */
export function failRequest(request: OpenRequest, error: unknown, report: Report): void {
  if (request.answered) return
  request.error(ReplyErrors.failed)
  report(error, request.method)
}

function expire(request: OpenRequest, waitingOn: WaitingOn, ms: number, report: Report): void {
  const call = waitingOn.kind === 'node' ? waitingOn.call : undefined
  const error = new HandlerTimeoutError(request.method, ms, call)
  const text = call ? ReplyErrors.nodeTimedOut(call, ms) : ReplyErrors.dataTimedOut(request.method, ms)
  if (request.giveUp(text, error)) report(error, request.method)
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}
