import type { ChainRuntime, IndexerStatus } from '../../context/gateway-context.js'
import type { Db } from '../../db/db.js'
import type { SafeNotification } from '../../events/event-bus.js'
import type { ChainReader } from '../fetch/chain-reader.js'
import type { FetchContext } from '../fetch/fetch-batch.js'
import type { TrackedScope } from '../fetch/fetch-context.js'
import type { KnownAddresses } from '../store/known-addresses.js'
import type { plannerStatisticsSchedule } from './planner-statistics.js'
import type { Prefetch } from './prefetch.js'
import type { RangeSizer } from './range-sizer.js'

/** Minimal logger the indexer writes to. */
export type IndexerLogger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/** What one chain's indexer works with while it holds the chain's lock. */
export type IndexerRun = {
  chain: ChainRuntime
  db: Db
  reader: ChainReader
  log: IndexerLogger
  /** Receives the notifications of each committed batch. */
  publish: (notification: SafeNotification) => void
  status: IndexerStatus
  fetchContext: (
    knownSafes: ReadonlySet<string>,
    knownTokens: ReadonlySet<string>,
    tracked?: TrackedScope,
  ) => FetchContext
  known: KnownAddresses
  /** Tracked mode: the tracked Safes whose history is in, read with every new block; null in mode "all". */
  tracking: { following: Set<string> } | null
  sizer: RangeSizer
  prefetch: Prefetch
  statistics: ReturnType<typeof plannerStatisticsSchedule>
}
