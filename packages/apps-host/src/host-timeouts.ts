import { InvalidHostOptionsError } from './errors.js'

/** How long the host waits on the wallet before it answers the app with a timeout error, in milliseconds. */
export type HostTimeouts = {
  /** An rpcCall forwarded to the wallet's node. */
  rpcCallMs: number
  /** Any other handler that returns a promise: wallet data (chain, balances, transactions, signatures, address book). */
  handlerMs: number
}

/**
 * Both stay under the 30 s after which @concord/apps-sdk gives up on its own, so the app learns what happened
 * rather than getting a bare timeout (the Safe Apps SDK never gives up: without these it would wait forever).
 * rpcCall gets 20 s: a heavy but healthy call (eth_getLogs over a wide range, eth_estimateGas of a large batch, an
 * archive eth_call on a public endpoint) can take several seconds, and viem's HTTP transport alone waits 10 s per
 * attempt. Wallet data gets 15 s: the gateway answers from its index in well under a second when healthy, so 15 s
 * means it is down or unreachable, not busy.
 */
export const DEFAULT_TIMEOUTS: Readonly<HostTimeouts> = { rpcCallMs: 20_000, handlerMs: 15_000 }

// setTimeout fires at once for any delay above 2^31 - 1 ms.
const MAX_TIMER_MS = 2_147_483_647

/** The defaults overridden by `given`; refuses values a timer cannot wait for (no timeout is not an option). */
export function resolveTimeouts(given: Partial<HostTimeouts> = {}): HostTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...given }
  for (const [name, ms] of Object.entries(timeouts)) {
    if (!(Number.isInteger(ms) && ms >= 1 && ms <= MAX_TIMER_MS)) {
      throw new InvalidHostOptionsError(
        `timeouts.${name} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS}; got ${String(ms)}.`,
      )
    }
  }
  return timeouts
}

/** What a request waits on: the wallet's node (a forwarded rpcCall) or the wallet's own data. */
export type WaitingOn = { kind: 'node'; call: string } | { kind: 'wallet' }
