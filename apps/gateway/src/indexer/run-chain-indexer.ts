import { getAddress } from 'viem'
import type { Db } from '../db/db.js'
import type { SafeNotification } from '../domain/event-bus.js'
import type { ChainRuntime } from '../domain/gateway-context.js'
import { applyBatch } from './apply-batch.js'
import { batchNotifications } from './batch-notifications.js'
import { createChainReader, isRangeError } from './chain-reader.js'
import { detectFork } from './detect-fork.js'
import { fetchBatch } from './fetch-batch.js'
import { rollbackFrom } from './rollback.js'

// Refresh planner statistics after this many indexed logs (and once when indexing starts).
const ANALYZE_EVERY_ROWS = 2000

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
    let rowsSinceAnalyze = ANALYZE_EVERY_ROWS
    let range = settings.initialBlockRange
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
        const to = Math.min(head, cursor + range - 1)
        const started = Date.now()
        const batch = await fetchBatch(
          {
            chainId,
            reader,
            knownSafes: known.safes,
            knownTokens: known.tokens,
            proxyFactories,
            versionOf,
            configuredTokens,
          },
          cursor,
          to,
        )
        const created = await db.transaction(async (tx) => {
          const safes = await applyBatch(tx, batch)
          for (const header of batch.headers.values()) {
            await tx.query(
              `insert into blocks (chain_id, number, hash, parent_hash, timestamp) values ($1, $2, $3, $4, $5)
               on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
               timestamp = excluded.timestamp`,
              [chainId, header.number, header.hash, header.parentHash, header.timestamp],
            )
          }
          await tx.query('delete from blocks where chain_id = $1 and number < $2', [chainId, to - settings.reorgDepth])
          await tx.query(
            'update chain_cursors set next_block = $2, head_block = $3, updated_at = $4 where chain_id = $1',
            [chainId, to + 1, head, Date.now()],
          )
          return safes
        })
        rowsSinceAnalyze += batch.logCount
        if (rowsSinceAnalyze >= ANALYZE_EVERY_ROWS) {
          rowsSinceAnalyze = 0
          // PGlite has no autovacuum, so without this the planner never learns table sizes and the history query of
          // a Safe with thousands of executions goes from ~20 ms to seconds. Harmless on PostgreSQL.
          await db.query('analyze').catch(() => {})
        }
        for (const safe of created) known.safes.add(safe)
        for (const notification of batchNotifications(batch, known.safes)) publish(notification)
        for (const token of batch.newTokens.keys()) known.tokens.add(token)
        if (batch.newTokens.size > 0) chain.tokenCache = null
        Object.assign(status, { indexedBlock: to, lastError: null, updatedAt: Date.now() })
        // Grow the window while ranges come back fast; shrink on provider limits (below).
        if (Date.now() - started < 1000 && batch.logCount < 5000) range = Math.min(range * 2, settings.maxBlockRange)
        if (to >= head) await sleep(settings.pollIntervalMs)
      } catch (error) {
        if (stopped) break
        status.lastError = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error)
        if (isRangeError(error) && range > 1) range = Math.max(1, Math.floor(range / 2))
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
