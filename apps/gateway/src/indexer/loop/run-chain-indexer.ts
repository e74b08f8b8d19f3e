import { chainIdNumber } from '@concord/protocol'
import type { ChainRuntime, IndexerStatus } from '../../context/gateway-context.js'
import type { Db } from '../../db/db.js'
import type { SafeNotification } from '../../events/event-bus.js'
import { createChainReader } from '../fetch/chain-reader.js'
import { createFetchContext } from '../fetch/fetch-context.js'
import { chainIndexRepository } from '../store/chain-index-repository.js'
import { loadKnownAddresses } from '../store/known-addresses.js'
import { registeredBlocks } from '../store/registered-blocks-repository.js'
import { safeStateRepository } from '../store/safe-state-repository.js'
import { indexStep } from './index-step.js'
import type { IndexerLogger, IndexerRun } from './indexer-run.js'
import { initialStatus, markFailed } from './indexer-status.js'
import { plannerStatisticsSchedule } from './planner-statistics.js'
import { Prefetch } from './prefetch.js'
import { RangeSizer } from './range-sizer.js'
import { createSleeper } from './sleeper.js'
import { startTracking } from './start-tracking.js'

/** A running per-chain indexer. */
export type ChainIndexer = { stop(): Promise<void> }

/** One chain's indexer between start and stop: what its runs share, and whether it was stopped. */
type Shell = Omit<IndexerRun, 'known' | 'sizer' | 'prefetch' | 'statistics' | 'tracking'> & {
  sleeper: ReturnType<typeof createSleeper>
  stopped: boolean
}

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
  const { maxRequestsInFlight } = chain.config.indexer
  const reader = createChainReader(chain.indexerClient, maxRequestsInFlight, chain.config.rpcLimits.maxBlockRange)
  const status: IndexerStatus = initialStatus(chain.config.indexer.startBlock)
  chain.indexer = status
  const shell: Shell = {
    chain,
    db,
    reader,
    log,
    publish,
    status,
    fetchContext: createFetchContext(
      chain,
      reader,
      (safes) => registeredBlocks(db, chain.chainId, safes),
      (singletons) => safeStateRepository(db).safesOfSingletons(chain.chainId, singletons),
    ),
    sleeper: createSleeper(),
    stopped: false,
  }
  const done = (async () => {
    while (!shell.stopped) {
      await holdLock(shell).catch(async (error: unknown) => {
        if (shell.stopped) return
        log.warn({ chainId: chain.chainId, err: error }, 'indexer failed; retrying')
        await shell.sleeper.sleep(2000)
      })
    }
  })()
  return {
    async stop() {
      shell.stopped = true
      shell.sleeper.wake()
      await done
    },
  }
}

/** Indexes while this process holds the chain's advisory lock; waits and returns when another one holds it. */
async function holdLock(shell: Shell): Promise<void> {
  const lockKey = 0x43_4f_00_00 + (chainIdNumber(shell.chain.chainId) % 65_536)
  const release = await shell.db.tryAdvisoryLock(lockKey)
  if (release === null) return shell.sleeper.sleep(5000)
  try {
    shell.log.info({ chainId: shell.chain.chainId }, 'indexer started')
    shell.status.indexing = true
    await runWithLock(shell)
  } finally {
    shell.status.indexing = false
    await release().catch(() => {})
  }
}

/** Indexes step after step until stopped; a step's error is reported in the status, and shrinks the range or waits. */
async function runWithLock(shell: Shell): Promise<void> {
  const { chain, db, sleeper } = shell
  const settings = chain.config.indexer
  const tracked = settings.mode === 'tracked'
  // Tracked mode follows the chain from its head at the first start; each tracked Safe's past is its backfill's.
  const startBlock = tracked ? await shell.reader.headBlock() : settings.startBlock
  await chainIndexRepository(db).ensureCursor(chain.chainId, startBlock)
  const run: IndexerRun = {
    ...shell,
    known: await loadKnownAddresses(db, chain.chainId),
    tracking: tracked ? await startTracking(db, chain) : null,
    sizer: new RangeSizer(
      settings.initialBlockRange,
      Math.min(settings.maxBlockRange, chain.config.rpcLimits.maxBlockRange),
      chain.config.rpcLimits.maxResults,
    ),
    prefetch: new Prefetch(),
    statistics: plannerStatisticsSchedule(db),
  }
  while (!shell.stopped) {
    try {
      if ((await indexStep(run)) === 'wait') await sleeper.sleep(settings.pollIntervalMs)
    } catch (error) {
      if (shell.stopped) break
      run.prefetch.drop()
      markFailed(shell.status, error)
      if (!run.sizer.afterError(error)) await sleeper.sleep(Math.min(settings.pollIntervalMs * 4, 5000))
    }
  }
}
