import { isRangeError, isSizeError } from '../fetch/chain-reader.js'

// Logs per batch a dense range is sized to: ~5 MB of Safe execution logs, below viem's 10 MB response cap.
const TARGET_LOGS = 3000
// A range that came back (and was planned) faster than this may double.
const FAST_MS = 1000

/**
 * The size of the next eth_getLogs block range: it doubles while ranges come back fast, fits dense ranges to about
 * TARGET_LOGS logs (so the next one rarely hits the provider's, or viem's 10 MB, response limit), and shrinks when the
 * provider refuses a range.
 */
export class RangeSizer {
  private range: number

  private readonly targetLogs: number

  /** Starts at `initial` blocks, never above `max`; `maxResults` is the provider's cap on logs per answer. */
  constructor(
    initial: number,
    private readonly max: number,
    maxResults = Number.POSITIVE_INFINITY,
  ) {
    this.range = Math.min(initial, max)
    // Half the provider's cap, so a range sized on the last one's density is rarely refused for its results.
    this.targetLogs = Math.min(TARGET_LOGS, Math.floor(maxResults / 2))
  }

  /** The last block of the range that starts at `from`, not beyond `head`. */
  end(from: number, head: number): number {
    return Math.min(head, from + this.range - 1)
  }

  /** Adjusts the range after [from, to] held `logCount` logs and took `elapsedMs` to fetch and plan. */
  afterBatch(from: number, to: number, logCount: number, elapsedMs: number): void {
    if (elapsedMs < FAST_MS && logCount < this.targetLogs) this.range = Math.min(this.range * 2, this.max)
    if (logCount > 0) {
      const fitting = Math.floor(((to - from + 1) * this.targetLogs) / logCount)
      this.range = Math.max(1, Math.min(this.range, fitting))
    }
  }

  /**
   * Shrinks the range after a provider's range or size error; returns whether it did (else the error is not about
   * the range, or the range is one block already, and the caller waits before trying again). An over-size response
   * (viem's 10 MB cap) means a dense stretch: a quarter of the range fits sooner than a half, and each failed attempt
   * cost a full response. Other range errors halve it.
   */
  afterError(error: unknown): boolean {
    if (!isRangeError(error) || this.range <= 1) return false
    this.range = Math.max(1, Math.floor(this.range / (isSizeError(error) ? 4 : 2)))
    return true
  }
}
