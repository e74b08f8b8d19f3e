import type { Method } from '@concord/apps-contract'
import type { z } from 'zod'
import type { WaitingOn } from './host-timeouts.js'
import type { PermissionsStore } from './permissions-store.js'
import type { AppHostHandlers, MaybePromise, SafeSettings, UserRequest } from './types.js'

/** Everything one request needs to be answered; every path ends in exactly one reply. */
export type DispatchContext = {
  method: Method
  origin: string
  requestId: string
  sdkVersion: string
  handlers: AppHostHandlers
  permissions: PermissionsStore
  settings: SafeSettings
  /** Aborts when the host stops waiting for this request (timeout, destroy); handlers get it to cancel their work. */
  readonly signal: AbortSignal
  /**
   * Replies with what `run` returns or resolves to; a throw or rejection replies "Request failed", and a promise
   * that outlives the timeout of what it waits on (default: the wallet's data) replies a timeout error.
   */
  answer(run: () => MaybePromise<unknown>, waitingOn?: WaitingOn): void
  /** Replies with an error text. */
  fail(message: string): void
  /** Hands a user-facing request to the wallet UI. */
  askUser(request: UserRequest): void
  /** approve/reject pair that replies once; `onApprove` maps the UI result to reply data. */
  decision<T>(
    onApprove: (result: T) => unknown,
    onReject?: () => void,
  ): { approve(r: T): void; reject(m?: string): void }
}

/** Answers one method: validates its params and replies through the context. */
export type MethodDispatcher = (params: unknown, ctx: DispatchContext) => void

/** Parses params with `schema`; on failure replies with the reasons and returns undefined. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  params: unknown,
  ctx: DispatchContext,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  ctx.fail(`Invalid ${ctx.method} params: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  return undefined
}
