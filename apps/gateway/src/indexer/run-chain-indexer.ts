import { getAddress } from 'viem'
import type { ChainRuntime } from '../context/gateway-context.js'
import type { Db } from '../db/db.js'
import type { SafeNotification } from '../events/event-bus.js'
import { applyBatch } from './apply-batch.js'
import { batchNotifications } from './batch-notifications.js'
import { BatchWriter } from './batch-writer.js'
import { createChainReader, isRangeError, isSizeError } from './chain-reader.js'
import { detectFork } from './detect-fork.js'
import { fetchBatch } from './fetch-batch.js'
import { rollbackFrom } from './rollback.js'
import { BLOCKS } from './table-specs.js'

// Refresh planner statistics when indexing starts, after the first this many indexed logs, and then each time the
// count of logs indexed by this run doubles: the statistics stay within 2x of the tables' sizes, while a backfill of
// millions of logs analyzes only a few dozen times instead of after every few batches.
const ANALYZE_FIRST_AFTER_ROWS = 2000
// Logs per batch a dense range is sized to: ~5 MB of Safe execution logs, below viem's 10 MB response cap.
const TARGET_LOGS = 3000

/** A block range read ahead while the previous batch is written. */
type Prefetched = { from: number; to: number; batch: ReturnType<typeof fetchBatch> }

/** Minimal logger the indexer writes to. */
export type IndexerLogger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/** A running per-chain indexer. */
export type ChainIndexer = { stop(): Promise<void> }

/**
 * Starts indexing one chain in this process (only while holding the chain's advisory lock); `publish` receives the
 * notifications of each committed batch.
 */
export function startChainIndexer(
  chain: ChainRuntime,
  db: Db,
  log: IndexerLogger,
  publish: (notification: SafeNotification) => void = () => {},
): ChainIndexer {
  const settings = chain.config.indexer
  const reader = createChainReader(chain.client, settings.maxRequestsInFlight)
  const lockKey = 0x43_4f_00_00 + Number(BigInt(chain.chainId) % 65_536n)
  const singletonVersion = new Map<string, string>()
  const proxyFactories = new Set<string>()
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    singletonVersion.set(set.safeSingleton, version)
    singletonVersion.set(set.safeL2Singleton, version)
    proxyFactories.add(set.proxyFactory)
  }
  const versionOf = (singleton: string) => singletonVersion.get(getAddress(singleton)) ?? null
  const configuredTokens = new Map(chain.config.tokens.map((t) => [t.address as string, t]))
  const status = {
    indexing: false,
    indexedBlock: settings.startBlock - 1,
    headBlock: 0,
    lastError: null as string | null,
    updatedAt: Date.now(),
  }
  chain.indexer = status

  let stopped = false
  let wake: (() => void) | null = null
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const runWithLock = async () => {
    const { chainId } = chain
    await db.query(
      'insert into chain_cursors (chain_id, next_block, updated_at) values ($1, $2, $3) on conflict do nothing',
      [chainId, settings.startBlock, Date.now()],
    )
    const loadKnown = async () => ({
      safes: new Set(
        (await db.query<{ address: string }>('select address from safes where chain_id = $1', [chainId])).map(
          (r) => r.address,
        ),
      ),
      tokens: new Set(
        (await db.query<{ address: string }>('select address from tokens where chain_id = $1', [chainId])).map(
          (r) => r.address,
        ),
      ),
    })
    let known = await loadKnown()
    let indexedRows = 0
    let analyzeAt = 0
    let range = settings.initialBlockRange
    let prefetched: Prefetched | null = null
    const fetchContext = (knownSafes: ReadonlySet<string>, knownTokens: ReadonlySet<string>) => ({
      chainId,
      reader,
      knownSafes,
      knownTokens,
      proxyFactories,
      versionOf,
      configuredTokens,
    })
    while (!stopped) {
      try {
        const head = await reader.headBlock()
        const cursorRows = await db.query<{ next_block: number }>(
          'select next_block from chain_cursors where chain_id = $1',
          [chainId],
        )
        const cursor = cursorRows[0]?.next_block ?? settings.startBlock
        Object.assign(status, { headBlock: head, indexedBlock: cursor - 1, updatedAt: Date.now() })
        const fork = await detectFork(db, reader, chainId, cursor)
        if (fork !== null) {
          prefetched = null
          log.warn({ chainId, fork }, 'reorg detected: rolling back')
          await db.transaction((tx) => rollbackFrom(tx, chainId, fork))
          known = await loadKnown()
          continue
        }
        if (cursor > head) {
          status.lastError = null
          await sleep(settings.pollIntervalMs)
          continue
        }
        const started = Date.now()
        // A range fetched while the previous batch was written, when it starts at the cursor.
        const ahead: Prefetched | null =
          prefetched !== null && prefetched.from === cursor && prefetched.to <= head ? prefetched : null
        prefetched = null
        const to: number = ahead?.to ?? Math.min(head, cursor + range - 1)
        const batch = await (ahead?.batch ?? fetchBatch(fetchContext(known.safes, known.tokens), cursor, to))
        const writer = new BatchWriter()
        const created = await applyBatch(db, batch, writer)
        for (const header of batch.headers.values()) {
          writer.insert(BLOCKS, [chainId, header.number, header.hash, header.parentHash, header.timestamp])
        }
        // Grow the window while ranges come back fast; shrink on provider limits (below). Dense ranges are sized to
        // about TARGET_LOGS logs, so the next range rarely hits the provider's (or viem's 10 MB) response limit.
        if (Date.now() - started < 1000 && batch.logCount < TARGET_LOGS)
          range = Math.min(range * 2, settings.maxBlockRange)
        if (batch.logCount > 0) {
          const fitting = Math.floor(((to - cursor + 1) * TARGET_LOGS) / batch.logCount)
          range = Math.max(1, Math.min(range, fitting))
        }
        if (to < head) {
          // Read the next range from the node while this one is written. It counts this batch's Safes and tokens as
          // known; if the write fails, the cursor stays put and the prefetched range is dropped.
          const next: { from: number; to: number } = { from: to + 1, to: Math.min(head, to + range) }
          const safes = new Set([...known.safes, ...created])
          const tokens = new Set([...known.tokens, ...batch.newTokens.keys()])
          const promise = fetchBatch(fetchContext(safes, tokens), next.from, next.to)
          promise.catch(() => {}) // awaited (and its error handled) by the next iteration, or dropped
          prefetched = { ...next, batch: promise }
        }
        await db.transaction(async (tx) => {
          await writer.execute(tx)
          await tx.query('delete from blocks where chain_id = $1 and number < $2', [chainId, to - settings.reorgDepth])
          await tx.query(
            'update chain_cursors set next_block = $2, head_block = $3, updated_at = $4 where chain_id = $1',
            [chainId, to + 1, head, Date.now()],
          )
        })
        indexedRows += batch.logCount
        if (indexedRows >= analyzeAt) {
          analyzeAt = Math.max(ANALYZE_FIRST_AFTER_ROWS, indexedRows * 2)
          // PGlite has no autovacuum, so without this the planner never learns table sizes and the history query of
          // a Safe with thousands of executions goes from ~20 ms to seconds. Harmless on PostgreSQL.
          await db.query('analyze').catch(() => {})
        }
        for (const safe of created) known.safes.add(safe)
        for (const notification of batchNotifications(batch, known.safes)) publish(notification)
        for (const token of batch.newTokens.keys()) known.tokens.add(token)
        if (batch.newTokens.size > 0) chain.tokenCache = null
        Object.assign(status, { indexedBlock: to, lastError: null, updatedAt: Date.now() })
        if (to >= head) await sleep(settings.pollIntervalMs)
      } catch (error) {
        if (stopped) break
        prefetched = null
        status.lastError = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error)
        // An over-size response (viem's 10 MB cap) means a dense stretch: a quarter of the range fits sooner than a
        // half, and each failed attempt cost a full response. Other range errors halve it.
        if (isRangeError(error) && range > 1) range = Math.max(1, Math.floor(range / (isSizeError(error) ? 4 : 2)))
        else await sleep(Math.min(settings.pollIntervalMs * 4, 5000))
      }
    }
  }

  const done = (async () => {
    while (!stopped) {
      let release: (() => Promise<void>) | null = null
      try {
        release = await db.tryAdvisoryLock(lockKey)
        if (release === null) {
          await sleep(5000)
          continue
        }
        log.info({ chainId: chain.chainId }, 'indexer started')
        status.indexing = true
        await runWithLock()
      } catch (error) {
        if (!stopped) log.warn({ chainId: chain.chainId, err: error }, 'indexer failed; retrying')
        if (!stopped) await sleep(2000)
      } finally {
        status.indexing = false
        await release?.().catch(() => {})
      }
    }
  })()

  return {
    async stop() {
      stopped = true
      ;(wake as (() => void) | null)?.()
      await done
    },
  }
}
