import type { ChainLag } from '@concord/gateway-schema'
import type { ChainRuntime, GatewayContext, IndexerStatus } from '../context/gateway-context.js'
import type { Queryable } from '../db/db.js'
import { readChainCursor } from '../db/read-chain-cursor.js'
import { trackedSafesRepository } from '../indexer/store/tracked-safes-repository.js'
import { trackedProgress } from './tracked-progress.js'

/** Where one chain's indexing stands, before readiness judges it. */
type Progress = Pick<ChainLag, 'indexing' | 'indexedBlock' | 'headBlock' | 'lastError'>

const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error)

/** The node's head, or why it is unknown. */
async function nodeHead(chain: ChainRuntime): Promise<{ block: number | null; error: string | null }> {
  try {
    return { block: Number(await chain.client.getBlockNumber()), error: null }
  } catch (error) {
    return { block: null, error: `chain head unknown: ${firstLine(error)}` }
  }
}

/**
 * Where a chain's indexing stands seen from this process: its own indexer's status while it holds the chain's lock
 * and has polled the node; else (another replica indexes, or this one has not started) the shared cursor in the
 * database and the node's head.
 */
async function chainProgress(
  db: Queryable | null,
  chain: ChainRuntime,
  status: IndexerStatus | null,
): Promise<Progress> {
  if (status?.indexing && status.headBlock > 0) {
    const { indexing, indexedBlock, headBlock, lastError } = status
    return { indexing, indexedBlock, headBlock, lastError }
  }
  const cursor = db === null ? null : await readChainCursor(db, chain.chainId).catch(() => null)
  const head = await nodeHead(chain)
  const indexed = cursor === null ? null : cursor.nextBlock - 1
  return {
    indexing: status?.indexing ?? false,
    indexedBlock: indexed,
    headBlock: head.block,
    lastError: head.error ?? status?.lastError ?? null,
  }
}

/** The lag in blocks, when both ends are known. */
function lagOf(progress: Progress): number | null {
  const { indexedBlock, headBlock } = progress
  return indexedBlock === null || headBlock === null ? null : Math.max(headBlock - indexedBlock, 0)
}

/**
 * Per chain: the indexer's progress and whether it has caught up (`ChainLag`), for `/health/ready`; `detailed` (the
 * operator's token) adds each tracked Safe.
 */
export type ChainReadiness = (
  ctx: GatewayContext,
  databaseUp: boolean,
  detailed: boolean,
) => Promise<Record<string, ChainLag>>

/**
 * Readiness of the indexed chains, as Ponder's: a chain is caught up once it has indexed the head the gateway first
 * saw for it, and stays so (a later lag is reported, not judged). A chain whose indexer is disabled in this process
 * does not hold readiness back.
 */
export function createChainReadiness(): ChainReadiness {
  const targets = new Map<string, number>()
  const reached = new Set<string>()
  const caughtUp = (chainId: string, progress: Progress): boolean => {
    if (reached.has(chainId)) return true
    if (progress.headBlock === null || progress.indexedBlock === null) return false
    const target = targets.get(chainId) ?? progress.headBlock
    targets.set(chainId, target)
    if (progress.indexedBlock >= target) reached.add(chainId)
    return reached.has(chainId)
  }
  const judge = async (ctx: GatewayContext, databaseUp: boolean, detailed: boolean, chain: ChainRuntime) => {
    if (!chain.config.indexer.enabled) {
      const idle: ChainLag = {
        indexing: false,
        caughtUp: true,
        indexedBlock: null,
        headBlock: null,
        lag: null,
        lastError: null,
      }
      return idle
    }
    const progress = await chainProgress(databaseUp ? ctx.db : null, chain, chain.indexer)
    const lag = { ...progress, caughtUp: caughtUp(chain.chainId, progress), lag: lagOf(progress) }
    if (chain.config.indexer.mode !== 'tracked' || !databaseUp) return lag
    const trackedCounts = await trackedSafesRepository(ctx.db)
      .counts(chain.chainId)
      .catch(() => undefined)
    const counted: ChainLag = trackedCounts === undefined ? lag : { ...lag, trackedCounts }
    if (!detailed) return counted
    return { ...counted, trackedSafes: await trackedProgress(ctx.db, chain.chainId, progress.indexedBlock) }
  }
  return async (ctx, databaseUp, detailed) => {
    const chains = [...ctx.chains.values()]
    const lags = await Promise.all(chains.map((chain) => judge(ctx, databaseUp, detailed, chain)))
    return Object.fromEntries(chains.map((chain, i) => [chain.chainId, lags[i] as ChainLag]))
  }
}
