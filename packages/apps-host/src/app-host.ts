import { type BridgeResponse, isMethod, type Method, PROTOCOL_VERSION } from '@concord/apps-contract'
import type { DispatchContext } from './dispatch-context.js'
import { dispatchRequest } from './dispatch-request.js'
import { InvalidAppUrlError, ReplyErrors } from './errors.js'
import { PermissionsStore } from './permissions-store.js'
import { DEFAULT_RATE_LIMIT, type RateLimit, TokenBucket } from './rate-limiter.js'
import { RequestEnvelopeSchema } from './schemas.js'
import type { AppHostHandlers, DropReason, MaybePromise, SafeSettings, UserRequest } from './types.js'

/** The app frame's window as far as we use it. */
export type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }

/** A MessageEvent as far as we read it. */
export type HostMessageEvent = { data: unknown; origin: string; source: unknown }

/** The wallet window as far as we use it. */
export type HostWindow = {
  addEventListener(type: 'message', listener: (event: HostMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: HostMessageEvent) => void): void
}

/** Options of {@link createAppHost}. */
export type AppHostOptions = {
  /** The app's iframe (an HTMLIFrameElement); attach before setting its src so no early request is lost. */
  iframe: { readonly contentWindow: PostTarget | null }
  /** The URL the iframe loads; only messages from its origin are accepted and replies go only there. */
  appUrl: string
  handlers: AppHostHandlers
  /** Receives transactions, signatures and permission prompts for the wallet UI to approve or reject. */
  onUserRequest(request: UserRequest): void
  /** Defaults to an in-memory store; pass one over createLocalStoragePermissionStorage() to persist. */
  permissions?: PermissionsStore
  /** Token bucket for the app's requests; see DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimit
  /** Initial per-session settings; off-chain signing is on by default, as in Safe{Wallet}. */
  settings?: Partial<SafeSettings>
  /** The wallet window; defaults to the global window. */
  window?: HostWindow
  /** Called for each message that is not accepted as a request (diagnostics; nothing is replied). */
  onDrop?(reason: DropReason, event: HostMessageEvent): void
  /** Called when a handler throws; the app receives "Request failed". */
  onError?(error: unknown, method: string): void
}

/** A live bridge to one app iframe. */
export type AppHost = {
  /** The only origin messages are accepted from and replies are sent to. */
  readonly appOrigin: string
  /** The app's current session settings (safe_setSettings). */
  readonly settings: Readonly<SafeSettings>
  /** Removes the listener; pending user requests are answered "Transaction was rejected". */
  destroy(): void
}

/** Attaches the wallet side of the bridge to one iframe and one app origin. */
export function createAppHost(options: AppHostOptions): AppHost {
  const appOrigin = originOf(options.appUrl)
  const win = options.window ?? (globalThis as unknown as { window: HostWindow }).window
  const permissions = options.permissions ?? new PermissionsStore()
  const bucket = new TokenBucket(options.rateLimit ?? DEFAULT_RATE_LIMIT)
  const settings: SafeSettings = { offChainSigning: true, ...options.settings }
  const pendingUser = new Map<string, () => void>()

  const post = (reply: BridgeResponse) => {
    // Only to the app's origin: if the frame navigated elsewhere meanwhile, the browser drops the reply.
    options.iframe.contentWindow?.postMessage(reply, appOrigin)
  }
  const replyData = (id: string, data: unknown) => post({ id, success: true, data, version: PROTOCOL_VERSION })
  const replyError = (id: string, error: string) => post({ id, success: false, error, version: PROTOCOL_VERSION })

  const onMessage = (event: HostMessageEvent) => {
    const reason = dropReason(event)
    if (reason) {
      options.onDrop?.(reason, event)
      return
    }
    const envelope = RequestEnvelopeSchema.safeParse(event.data)
    if (!envelope.success) {
      options.onDrop?.('malformed', event)
      return
    }
    const { id, method, params, env } = envelope.data
    if (!bucket.tryTake()) replyError(id, bucket.refusal)
    else if (!isMethod(method)) replyError(id, `${method} is not supported by this wallet`)
    else dispatchRequest(params, makeContext(id, method, env.sdkVersion))
  }

  const dropReason = (event: HostMessageEvent): DropReason | undefined => {
    const frame = options.iframe.contentWindow
    if (!frame || event.source !== frame) return 'source'
    if (event.origin !== appOrigin) return 'origin'
    return undefined
  }

  const makeContext = (id: string, method: Method, sdkVersion: string): DispatchContext => ({
    method,
    origin: appOrigin,
    requestId: id,
    sdkVersion,
    handlers: options.handlers,
    permissions,
    settings,
    fail: (message) => replyError(id, message),
    answer: (run) => answer(id, method, run),
    askUser: (request) => {
      try {
        options.onUserRequest(request)
      } catch (error) {
        options.onError?.(error, method)
        request.reject(ReplyErrors.failed)
      }
    },
    decision: (onApprove, onReject) => {
      let done = false
      const finish = () => {
        if (done) return false
        done = true
        pendingUser.delete(id)
        return true
      }
      pendingUser.set(id, () => {
        if (finish()) replyError(id, ReplyErrors.rejected)
      })
      return {
        approve: (result) => {
          if (finish()) answer(id, method, () => onApprove(result))
        },
        reject: (message) => {
          if (!finish()) return
          onReject?.()
          replyError(id, message ?? ReplyErrors.rejected)
        },
      }
    },
  })

  /** Runs a handler; a synchronous value is replied to before this returns, which keeps getSafeInfo within 10 ms. */
  const answer = (id: string, method: string, run: () => MaybePromise<unknown>) => {
    const fail = (error: unknown) => {
      options.onError?.(error, method)
      replyError(id, ReplyErrors.failed)
    }
    try {
      const result = run()
      if (isPromiseLike(result)) result.then((data) => replyData(id, data), fail)
      else replyData(id, result)
    } catch (error) {
      fail(error)
    }
  }

  // Parse once now: the first parse compiles the schema, and the app's first getSafeInfo must not pay for it
  // (the wagmi safe connector gives up after 10 ms).
  RequestEnvelopeSchema.safeParse({ id: 'warm-up', method: 'getSafeInfo', env: { sdkVersion: PROTOCOL_VERSION } })
  win.addEventListener('message', onMessage)
  return {
    appOrigin,
    get settings() {
      return { ...settings }
    },
    destroy() {
      win.removeEventListener('message', onMessage)
      for (const cancel of [...pendingUser.values()]) cancel()
    },
  }
}

function originOf(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (error) {
    throw new InvalidAppUrlError(url, error)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new InvalidAppUrlError(url)
  return parsed.origin
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}
