import { type BridgeRequest, type Method, PROTOCOL_VERSION, USER_FACING_METHODS } from '@concord/apps-contract'
import { HostError, NoParentWindowError, RequestTimeoutError } from './errors.js'
import { generateRequestId } from './request-id.js'

/** Default time a non-user-facing request waits for the wallet before it rejects. */
export const DEFAULT_TIMEOUT_MS = 30_000

/** The few window members the communicator uses; lets the SDK run without DOM typings and be tested in isolation. */
export type FrameWindow = {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: IncomingMessage) => void): void
  removeEventListener(type: 'message', listener: (event: IncomingMessage) => void): void
}

/** The parts of a MessageEvent we read. */
export type IncomingMessage = { data: unknown; origin: string; source: unknown }

/** Options of {@link Communicator}. */
export type CommunicatorOptions = {
  /** Accept replies only from origins matching one of these; unset = any origin (Safe Apps SDK `allowedDomains`). */
  allowedDomains?: RegExp[] | null
  /** Milliseconds before a non-user-facing request rejects; user-facing ones wait for the user. */
  timeoutMs?: number
  /** The app's window; defaults to the global window. */
  window?: FrameWindow
}

type Pending = {
  resolve(data: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** Talks to the wallet frame over postMessage: one request out, exactly one matching reply in (or a timeout). */
export class Communicator {
  readonly #pending = new Map<string, Pending>()
  readonly #allowedDomains: RegExp[] | null
  readonly #timeoutMs: number
  readonly #window: FrameWindow | undefined

  constructor(options: CommunicatorOptions = {}) {
    this.#allowedDomains = options.allowedDomains ?? null
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.#window = options.window ?? (globalThis as { window?: FrameWindow }).window
    this.#window?.addEventListener('message', this.#onMessage)
  }

  /** Sends `method` with `params` to the parent window and resolves with the reply's `data`. */
  send<T>(method: Method, params: unknown): Promise<T> {
    const win = this.#window
    if (!win) return Promise.reject(new NoParentWindowError())
    const request: BridgeRequest = { id: generateRequestId(), method, params, env: { sdkVersion: PROTOCOL_VERSION } }
    return new Promise<T>((resolve, reject) => {
      const timer = USER_FACING_METHODS.has(method)
        ? undefined
        : setTimeout(() => {
            this.#pending.delete(request.id)
            reject(new RequestTimeoutError(method, this.#timeoutMs))
          }, this.#timeoutMs)
      this.#pending.set(request.id, { resolve: resolve as (data: unknown) => void, reject, timer })
      // The app cannot know the wallet's origin in advance; replies are checked on the way back instead.
      win.parent.postMessage(request, '*')
    })
  }

  /** Stops listening and rejects nothing: pending requests stay pending (call when the app unmounts for good). */
  destroy(): void {
    this.#window?.removeEventListener('message', this.#onMessage)
    for (const pending of this.#pending.values()) clearTimeout(pending.timer)
    this.#pending.clear()
  }

  readonly #onMessage = (event: IncomingMessage): void => {
    if (!this.#isTrusted(event)) return
    const reply = event.data as { id: unknown; success: unknown; data?: unknown; error?: unknown }
    if (typeof reply.id !== 'string') return
    const pending = this.#pending.get(reply.id)
    if (!pending) return
    this.#pending.delete(reply.id)
    clearTimeout(pending.timer)
    if (reply.success === true) pending.resolve(reply.data)
    else pending.reject(new HostError(typeof reply.error === 'string' ? reply.error : 'Request failed'))
  }

  #isTrusted(event: IncomingMessage): boolean {
    if (typeof event.data !== 'object' || event.data === null) return false
    if (!this.#window || event.source !== this.#window.parent) return false
    const version = (event.data as { version?: unknown }).version
    if (typeof version !== 'string') return false
    const major = Number.parseInt(version.split('.')[0] ?? '', 10)
    if (!(major >= 1)) return false
    return this.#allowedDomains === null || this.#allowedDomains.some((re) => re.test(event.origin))
  }
}
