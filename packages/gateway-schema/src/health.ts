import { z } from 'zod'

/** Liveness: the process answers. */
export const Liveness = z.object({ status: z.literal('ok') })
export type Liveness = z.output<typeof Liveness>

/**
 * A tracked Safe's backfill (a chain in tracked mode, issue 18): where its history begins, how far it is read, and
 * `progress` from 0 to 1 (1 once the indexer follows it with every new block).
 */
export const TrackedSafeProgress = z.object({
  address: z.string(),
  creationBlock: z.number().int().nullable(),
  backfilledTo: z.number().int().nullable(),
  following: z.boolean(),
  progress: z.number().min(0).max(1),
})
export type TrackedSafeProgress = z.output<typeof TrackedSafeProgress>

/**
 * One chain's indexer as readiness reports it; `indexing` is whether this replica holds the chain's lock (else the
 * blocks are the shared cursor's and the node's head); `caughtUp` whether it has indexed up to the head the gateway
 * saw first (readiness waits for it, then stays ready: the lag says how far behind it is now).
 */
export const ChainLag = z.object({
  indexing: z.boolean(),
  caughtUp: z.boolean(),
  indexedBlock: z.number().int().nullable(),
  headBlock: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** Tracked mode only: how many Safes are tracked, for the config and on request, and how many are followed. */
  trackedCounts: z
    .object({ config: z.number().int(), request: z.number().int(), following: z.number().int() })
    .optional(),
  /** Tracked mode, to the operator's token only: each tracked Safe's backfill (which Safes a gateway serves is private). */
  trackedSafes: z.array(TrackedSafeProgress).optional(),
})
export type ChainLag = z.output<typeof ChainLag>

/**
 * Readiness: `ok` once the database answers and every indexed chain has caught up with the head seen at start;
 * else a 503, `syncing` (with each chain's lag in blocks) or `unavailable` (the database does not answer).
 */
export const Readiness = z.object({
  status: z.enum(['ok', 'syncing', 'unavailable']),
  database: z.string(),
  chains: z.record(z.string(), ChainLag),
})
export type Readiness = z.output<typeof Readiness>
