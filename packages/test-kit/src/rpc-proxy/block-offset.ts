import { keccak256, toHex } from 'viem'

/**
 * Presents the chain with a stretch of empty blocks inserted: real blocks up to `after` keep their numbers, later ones
 * are shown `by` higher, and the `by` numbers between are empty blocks (no logs, no transactions). A Safe created at
 * or before `after` then lies `by` blocks further from the head than it does on anvil, which mines only a few hundred
 * empty blocks a second.
 */
export type BlockOffset = { after: number; by: number }

const hex = (n: number) => `0x${n.toString(16)}`
const num = (value: unknown) => Number(BigInt(value as string))
// Where a block number sits in a request's params, per method (the block tag arguments that must be translated).
const TAG_PARAM: Record<string, number> = {
  eth_getBlockByNumber: 0,
  eth_getBlockReceipts: 0,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_call: 1,
  eth_getStorageAt: 2,
}

/** Translation between the presented chain and anvil's for one offset. */
export function blockOffsetView({ after, by }: BlockOffset) {
  const inGap = (shown: number) => shown > after && shown <= after + by
  const shownOf = (real: number) => (real > after ? real + by : real)
  /** The real block a shown one reads its state from (a gap block has the state of `after`). */
  const realOf = (shown: number) => (shown > after + by ? shown - by : Math.min(shown, after))
  const shiftNumber = (value: unknown) => (typeof value === 'string' ? hex(shownOf(num(value))) : value)

  /** Shifts every `blockNumber` (and a block's `number`) in a result to the presented numbering. */
  const shiftResult = (value: unknown, isBlock: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => shiftResult(item, false))
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftEntry(key, item, isBlock)]))
  }
  const shiftEntry = (key: string, item: unknown, isBlock: boolean): unknown => {
    if (key === 'blockNumber' || (isBlock && key === 'number')) return shiftNumber(item)
    return typeof item === 'object' ? shiftResult(item, false) : item
  }

  return {
    /** The last real block shown at its own number. */
    after,
    inGap,
    realOf,
    /** The real range behind a shown [from, to], or null when it holds only gap blocks. */
    realRange(from: number, to: number): { from: number; to: number } | null {
      const realFrom = inGap(from) ? after + 1 : realOf(from)
      const realTo = realOf(to)
      return realFrom > realTo ? null : { from: realFrom, to: realTo }
    },
    /** The params of `method` with a shown block number replaced by its real one. */
    realParams(method: string, params: unknown[]): unknown[] {
      const index = TAG_PARAM[method]
      const tag = index === undefined ? undefined : params[index]
      if (typeof tag !== 'string' || !tag.startsWith('0x')) return params
      const copy = [...params]
      copy[index as number] = hex(realOf(num(tag)))
      return copy
    },
    /** A result of `method` in the shown numbering. */
    shownResult(method: string, result: unknown): unknown {
      if (method === 'eth_blockNumber') return shiftNumber(result)
      return shiftResult(result, method === 'eth_getBlockByNumber' || method === 'eth_getBlockByHash')
    },
    /**
     * An empty block at a gap number, timed like block `after` (its hash is derived from its number; the first real
     * block after the gap still names block `after` as its parent, which the indexer does not check).
     */
    gapBlock(shown: number, base: { timestamp: string; hash: string }): Record<string, unknown> {
      const hashOf = (n: number) => (n === after ? base.hash : keccak256(toHex(`gap block ${n}`)))
      return {
        number: hex(shown),
        hash: hashOf(shown),
        parentHash: hashOf(shown - 1),
        timestamp: base.timestamp,
        transactions: [],
        logsBloom: `0x${'0'.repeat(512)}`,
      }
    },
  }
}

/** The translation helper's type. */
export type BlockOffsetView = ReturnType<typeof blockOffsetView>
