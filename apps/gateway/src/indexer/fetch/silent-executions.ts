import type { ChainId } from '@concord/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { mapLimit } from '../../util/map-limit.js'
import type { ChainReader } from './chain-reader.js'
import { execCallSafeTxHash, execCallsOfInput } from './find-exec-calls.js'
import type { SafeEvent } from './safe-events.js'

// A found execution has no log of its own: it is placed after the block's real logs (their indexes stay far below),
// one slot per transaction and execution, small enough that write-execution's internal indexes stay integers.
const SILENT_LOG_INDEX_BASE = 500_000
const SLOTS_PER_TX = 10

/** The parts of the fetch context this reads (FetchContext has them; named apart so fetch-batch can import this). */
type SilentContext = {
  chainId: ChainId
  reader: ChainReader
  knownSafes: ReadonlySet<string>
  logAddresses: readonly string[] | null
  versionOf: (singleton: string) => string | null
  silentSingletons: ReadonlySet<string>
  silentSafes: () => Promise<ReadonlySet<string>>
}

type BlockCalls = NonNullable<Awaited<ReturnType<ChainReader['blockCalls']>>>

/**
 * The successful executions of Safes whose version emits no event for them (1.0.0), as the ExecutionSuccess events
 * they would have emitted, so they take the write path of every other execution. Found from the chain's `nonce()`:
 * read once at each end of the range for those Safes only (nothing when the index holds none); where it moved, the
 * blocks where it changed are found by bisection, and in them the successful transactions whose input calls the Safe's
 * execTransaction (directly or through a MultiSend). Executions relayed by another contract are not found this way.
 */
export async function silentExecutions(
  ctx: SilentContext,
  range: { from: number; to: number },
  events: readonly SafeEvent[],
  watched: readonly string[],
): Promise<SafeEvent[]> {
  if (watched.length === 0) return []
  const { reader } = ctx
  const [before, after] = await Promise.all([
    mapLimit(watched, reader.maxInFlight, (safe) => reader.nonceAt(safe as Address, range.from - 1)),
    mapLimit(watched, reader.maxInFlight, (safe) => reader.nonceAt(safe as Address, range.to)),
  ])
  const blocks = new Map<number, Promise<BlockCalls | null>>()
  const blockOf = (n: number) => {
    const known = blocks.get(n) ?? reader.blockCalls(n)
    blocks.set(n, known)
    return known
  }
  const out: SafeEvent[] = []
  for (const [i, safe] of watched.entries()) {
    const start = before[i] ?? null
    const end = after[i] ?? null
    if (end === null || end <= (start ?? 0n)) continue
    const changed = await changedBlocks(reader, safe as Address, range.from - 1, start ?? 0n, range.to, end)
    for (const block of changed) {
      const calls = await blockOf(block)
      if (calls === null) continue
      out.push(...(await executionsIn(ctx, safe, calls, block, events)))
    }
  }
  return out
}

/**
 * The Safes of this range whose singleton emits no success event: the indexed ones the range reads (in tracked mode
 * the tracked ones) and those set up in it. One indexed query; empty when the chain's config has no such singleton.
 */
export async function silentSafesOf(ctx: SilentContext, newSingletons: ReadonlyMap<string, string>): Promise<string[]> {
  if (ctx.silentSingletons.size === 0) return []
  const scope = ctx.logAddresses === null ? null : new Set<string>(ctx.logAddresses.map((a) => getAddress(a)))
  const inScope = (safe: string) => scope === null || scope.has(safe)
  const indexed = await ctx.silentSafes()
  const out = new Set([...indexed].map((a) => getAddress(a)).filter((a) => ctx.knownSafes.has(a) && inScope(a)))
  for (const [safe, singleton] of newSingletons) {
    if (ctx.silentSingletons.has(getAddress(singleton)) && inScope(getAddress(safe))) out.add(getAddress(safe))
  }
  return [...out]
}

/** The blocks in (low, high] where the Safe's nonce changed, by bisection of `nonce()` at block heights. */
async function changedBlocks(
  reader: ChainReader,
  safe: Address,
  low: number,
  lowNonce: bigint,
  high: number,
  highNonce: bigint,
): Promise<number[]> {
  if (lowNonce === highNonce) return []
  if (high - low === 1) return [high]
  const middle = Math.floor((low + high) / 2)
  const middleNonce = (await reader.nonceAt(safe, middle)) ?? 0n
  return [
    ...(await changedBlocks(reader, safe, low, lowNonce, middle, middleNonce)),
    ...(await changedBlocks(reader, safe, middle, middleNonce, high, highNonce)),
  ]
}

/**
 * The Safe's successful executions in one block, each with the safeTxHash at the nonce it ran with: the nonce before
 * the block, advanced by each execution in transaction order. Executions that announced themselves (ExecutionFailed,
 * or ExecutionSuccess once the Safe was updated to a later version) are already among `events` and only count.
 */
async function executionsIn(
  ctx: SilentContext,
  safe: string,
  calls: BlockCalls,
  block: number,
  events: readonly SafeEvent[],
): Promise<SafeEvent[]> {
  const { reader } = ctx
  const version = ctx.versionOf(await reader.singletonOf(safe as Address, block))
  if (version === null) return []
  const announced = announcedExecutions(events, safe)
  let nonce = (await reader.nonceAt(safe as Address, block - 1)) ?? 0n
  const last = (await reader.nonceAt(safe as Address, block)) ?? 0n
  const out: SafeEvent[] = []
  for (const tx of calls.transactions) {
    if (nonce >= last) break
    const found = execCallsOfInput(tx.to, tx.input, new Set([safe]))
    if (found.length === 0) continue
    const counted = announced.get(tx.hash) ?? 0
    nonce += BigInt(counted)
    if (counted > 0 || !(await reader.txSucceeded(tx.hash))) continue
    for (const [k, call] of found.entries()) {
      const txHash = execCallSafeTxHash(ctx.chainId, version, call, nonce)
      nonce += 1n
      const logIndex = SILENT_LOG_INDEX_BASE + tx.index * SLOTS_PER_TX + Math.min(k, SLOTS_PER_TX - 1)
      const log = { address: safe.toLowerCase() as Hex, topics: [] as [], data: '0x' as Hex, blockNumber: block }
      out.push({
        name: 'ExecutionSuccess',
        args: { txHash, payment: 0n },
        log: { ...log, blockHash: calls.hash, transactionHash: tx.hash, logIndex },
      })
    }
  }
  return out
}

/** How many executions of `safe` each transaction announced with an event (transaction hash → count). */
function announcedExecutions(events: readonly SafeEvent[], safe: string): Map<Hex, number> {
  const out = new Map<Hex, number>()
  for (const e of events) {
    if (e.name !== 'ExecutionSuccess' && e.name !== 'ExecutionFailure') continue
    if (getAddress(e.log.address) !== safe) continue
    out.set(e.log.transactionHash, (out.get(e.log.transactionHash) ?? 0) + 1)
  }
  return out
}
