import { InvalidHostOptionsError } from './errors.js'

/**
 * Default cap on one app's requests waiting for a person at once. The wallet shows them as a queue the user works
 * through one by one; an honest app has one or two open (a batch is one request), ten leaves room for a burst of
 * clicks, and beyond that a looping or hostile app would bury the review screen under prompts the user must dismiss.
 */
export const DEFAULT_MAX_PENDING_USER_REQUESTS = 10

/**
 * A cap on the requests of one peer (an embedded app; later a WalletConnect session) that wait for the user at once.
 * Each waiting request holds a slot from `tryHold` until its release; a request that finds every slot held is refused
 * with `refusal`, in the peer's own error reply. Not a rate limit: a slot comes back only when the user (or the
 * closing session) answered a request, however long that takes.
 */
export class PendingLimit {
  readonly max: number
  #held = 0

  constructor(max: number = DEFAULT_MAX_PENDING_USER_REQUESTS) {
    if (!Number.isInteger(max) || max < 1) {
      throw new InvalidHostOptionsError(`The pending-request limit must be a whole number ≥ 1, got ${max}.`)
    }
    this.max = max
  }

  /** How many requests hold a slot now. */
  get pending(): number {
    return this.#held
  }

  /** Takes a slot for one waiting request: its release function (once is enough; more calls do nothing), or null when all are held. */
  tryHold(): (() => void) | null {
    if (this.#held >= this.max) return null
    this.#held += 1
    let released = false
    return () => {
      if (released) return
      released = true
      this.#held -= 1
    }
  }

  /** The error text a request over the limit gets: what was refused, why, and what to do. */
  refusal(method: string): string {
    return `${method} was refused: ${this.max} requests of this app are already waiting for the user in the wallet, and that is the most it keeps open at once. Wait until the user has answered one, then send it again.`
  }
}
