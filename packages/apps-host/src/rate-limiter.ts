import { InvalidHostOptionsError } from './errors.js'

/** Token bucket settings: `burst` requests at once, refilled at `perSecond`. */
export type RateLimit = { burst: number; perSecond: number }

/**
 * Default app message budget. 1,000 at once covers a dashboard firing every read on load (the bridge benchmark
 * sends 1,000 concurrent rpcCalls); 500 per second sustained is far above any honest app, yet keeps a runaway
 * loop from flooding the wallet's node and review queue.
 */
export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 1000, perSecond: 500 }

/** A token bucket: each request takes one token; tokens come back continuously up to the burst size. */
export class TokenBucket {
  readonly #limit: RateLimit
  readonly #now: () => number
  #tokens: number
  #updatedAt: number

  constructor(limit: RateLimit = DEFAULT_RATE_LIMIT, now: () => number = () => performance.now()) {
    if (!(limit.burst >= 1) || !(limit.perSecond > 0)) {
      throw new InvalidHostOptionsError('Rate limit needs burst ≥ 1 and perSecond > 0.')
    }
    this.#limit = limit
    this.#now = now
    this.#tokens = limit.burst
    this.#updatedAt = now()
  }

  /** Takes one token; false when the bucket is empty and the request must be refused. */
  tryTake(): boolean {
    const now = this.#now()
    this.#tokens = Math.min(this.#limit.burst, this.#tokens + ((now - this.#updatedAt) * this.#limit.perSecond) / 1000)
    this.#updatedAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }

  /** The error text an over-limit request gets. */
  get refusal(): string {
    return `Too many requests: this wallet accepts ${this.#limit.burst} requests at once and ${this.#limit.perSecond} per second from an app. Retry later.`
  }
}
