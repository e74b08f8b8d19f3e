import { type BridgeResponse, PROTOCOL_VERSION } from '@concord/apps-contract'
import { ReplyErrors } from './errors.js'

/** Where an open request's reply goes, and who hears about it. */
export type ReplyChannel = {
  /** Posts to the app frame, at the app's origin only. */
  post(reply: BridgeResponse): void
  /** A success reply could not be posted (data the browser cannot clone); the app got "Request failed" instead. */
  unsendable(error: unknown, method: string): void
  /** The request got its reply: the host stops tracking it. */
  settled(request: OpenRequest): void
}

/**
 * One app request from its arrival to its one reply. Every answer goes through `data` or `error` and only the first
 * is sent, so a handler settling after its timeout, a second decision from the wallet UI or destroy() after an
 * answer send nothing.
 */
export class OpenRequest {
  readonly id: string
  readonly method: string
  /** What the app gets if the host is destroyed first; unset means "cancelled" (user-facing requests set theirs). */
  closeText: string | undefined
  readonly #channel: ReplyChannel
  #answered = false
  #controller: AbortController | undefined
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(id: string, method: string, channel: ReplyChannel) {
    this.id = id
    this.method = method
    this.#channel = channel
  }

  /** True once the reply was sent. */
  get answered(): boolean {
    return this.#answered
  }

  /** Aborts when the host stops waiting (timeout, destroy) so handlers can cancel their work; made on first use. */
  get signal(): AbortSignal {
    this.#controller ??= new AbortController()
    return this.#controller.signal
  }

  /** Replies with `data`, or "Request failed" when the browser cannot clone it. */
  data(data: unknown): void {
    if (!this.#settle()) return
    try {
      this.#channel.post({ id: this.id, success: true, data, version: PROTOCOL_VERSION })
    } catch (error) {
      // postMessage throws DataCloneError for functions, DOM nodes and the like: the app must still hear back.
      this.#post(ReplyErrors.failed)
      this.#channel.unsendable(error, this.method)
    }
  }

  /** Replies with an error text. */
  error(text: string): void {
    if (this.#settle()) this.#post(text)
  }

  /** Calls `onExpiry` after `ms` unless the request is answered before. */
  expireAfter(ms: number, onExpiry: () => void): void {
    this.#timer = setTimeout(onExpiry, ms)
  }

  /** Replies `text` and aborts the handler's work: the host stopped waiting. False if it was answered already. */
  giveUp(text: string, reason?: unknown): boolean {
    if (this.#answered) return false
    this.error(text)
    this.#controller?.abort(reason)
    return true
  }

  #post(error: string): void {
    this.#channel.post({ id: this.id, success: false, error, version: PROTOCOL_VERSION })
  }

  #settle(): boolean {
    if (this.#answered) return false
    this.#answered = true
    clearTimeout(this.#timer)
    this.#channel.settled(this)
    return true
  }
}
