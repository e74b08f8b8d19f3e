import { isMethod, type Method, PROTOCOL_VERSION } from '@concord/apps-contract'
import { answerRequest, failRequest, type Report } from './answer-request.js'
import type { DispatchContext } from './dispatch-context.js'
import { dispatchRequest } from './dispatch-request.js'
import { InvalidAppUrlError, ReplyErrors } from './errors.js'
import { type HostTimeouts, resolveTimeouts, type WaitingOn } from './host-timeouts.js'
import { OpenRequest, type ReplyChannel } from './open-request.js'
import { PendingLimit } from './pending-limit.js'
import { PermissionsStore } from './permissions-store.js'
import { DEFAULT_RATE_LIMIT, type RateLimit, TokenBucket } from './rate-limiter.js'
import { RequestEnvelopeSchema } from './schemas.js'
import type { AppHostHandlers, DropReason, MaybePromise, SafeSettings, UserRequest } from './types.js'
import { userDecision } from './user-decision.js'

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
  /**
   * How many of the app's requests may wait for the user at once (transactions, signatures, permission prompts);
   * more are refused with an error reply until one is answered. See DEFAULT_MAX_PENDING_USER_REQUESTS.
   */
  maxPendingUserRequests?: number
  /**
   * How long requests that wait on the wallet's node or data (not on a person) may take before the app is answered
   * with a timeout error and the handler's signal aborts; see DEFAULT_TIMEOUTS.
   */
  timeouts?: Partial<HostTimeouts>
  /** Initial per-session settings; off-chain signing is on by default, as in Safe{Wallet}. */
  settings?: Partial<SafeSettings>
  /** The wallet window; defaults to the global window. */
  window?: HostWindow
  /** Called for each message that is not accepted as a request (diagnostics; nothing is replied). */
  onDrop?(reason: DropReason, event: HostMessageEvent): void
  /**
   * Called when a handler throws or rejects, or its answer cannot be posted (the app receives "Request failed"),
   * and when a handler times out (a HandlerTimeoutError; the app receives a timeout error).
   */
  onError?(error: unknown, method: string): void
}

/** A live bridge to one app iframe. */
export type AppHost = {
  /** The only origin messages are accepted from and replies are sent to. */
  readonly appOrigin: string
  /** The app's current session settings (safe_setSettings). */
  readonly settings: Readonly<SafeSettings>
  /**
   * Removes the listener and answers every open request at once: reviews "Transaction was rejected", permission
   * prompts "Permissions were rejected", the rest "<method> was cancelled" (their handlers' signals abort).
   * Late handler results and user decisions send nothing.
   */
  destroy(): void
}

/** Attaches the wallet side of the bridge to one iframe and one app origin. */
export function createAppHost(options: AppHostOptions): AppHost {
  const appOrigin = originOf(options.appUrl)
  const win = options.window ?? (globalThis as unknown as { window: HostWindow }).window
  const permissions = options.permissions ?? new PermissionsStore()
  const bucket = new TokenBucket(options.rateLimit ?? DEFAULT_RATE_LIMIT)
  const pending = new PendingLimit(options.maxPendingUserRequests)
  // The slot each request waiting for the user holds, given back with its reply (decision, destroy, failure).
  const slots = new Map<OpenRequest, () => void>()
  const timeouts = resolveTimeouts(options.timeouts)
  const settings: SafeSettings = { offChainSigning: true, ...options.settings }
  // Every request from arrival to reply, so destroy() can answer the ones still waiting.
  const open = new Set<OpenRequest>()
  const report: Report = (error, method) => options.onError?.(error, method)
  const channel: ReplyChannel = {
    // Only to the app's origin: if the frame navigated elsewhere meanwhile, the browser drops the reply.
    post: (reply) => options.iframe.contentWindow?.postMessage(reply, appOrigin),
    unsendable: report,
    settled: (request) => {
      open.delete(request)
      slots.get(request)?.()
      slots.delete(request)
    },
  }

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
    const request = new OpenRequest(id, method, channel)
    open.add(request)
    if (!bucket.tryTake()) request.error(bucket.refusal)
    else if (!isMethod(method)) request.error(`${method} is not supported by this wallet`)
    else dispatch(request, method, params, env.sdkVersion)
  }

  const dropReason = (event: HostMessageEvent): DropReason | undefined => {
    const frame = options.iframe.contentWindow
    if (!frame || event.source !== frame) return 'source'
    if (event.origin !== appOrigin) return 'origin'
    return undefined
  }

  const dispatch = (request: OpenRequest, method: Method, params: unknown, sdkVersion: string) => {
    try {
      dispatchRequest(params, makeContext(request, method, sdkVersion))
    } catch (error) {
      // Outside any handler: the wallet's permission storage, say. The app still gets its one reply.
      failRequest(request, error, report)
    }
  }

  const makeContext = (request: OpenRequest, method: Method, sdkVersion: string): DispatchContext => {
    const answer = (run: () => MaybePromise<unknown>, waitingOn: WaitingOn = WALLET) =>
      answerRequest(request, run, waitingOn, timeouts, report)
    return {
      method,
      origin: appOrigin,
      requestId: request.id,
      sdkVersion,
      handlers: options.handlers,
      permissions,
      settings,
      get signal() {
        return request.signal
      },
      fail: (message) => request.error(message),
      answer,
      askUser: (userRequest) => {
        const release = pending.tryHold()
        if (!release) {
          request.error(pending.refusal(method))
          return
        }
        slots.set(request, release)
        // A person decides: no timeout. Closing the host answers it as the person's "no" would.
        request.closeText =
          userRequest.kind === 'requestPermissions' ? ReplyErrors.permissionsRejected : ReplyErrors.rejected
        try {
          options.onUserRequest(userRequest)
        } catch (error) {
          failRequest(request, error, report)
        }
      },
      decision: (onApprove, onReject) => userDecision(request, answer, onApprove, onReject),
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
      for (const request of [...open]) request.giveUp(request.closeText ?? ReplyErrors.closed(request.method))
    },
  }
}

const WALLET: WaitingOn = { kind: 'wallet' }

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
