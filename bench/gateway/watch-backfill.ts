// Follows a gateway's backfill through /health/ready and times the dense and the sparse part of the chain.
import type { BusySafe } from './seed-busy-safe.ts'

/** Backfill speed per kind of range. */
type BackfillFigures = {
  totalMs: number
  denseBlocks: number
  denseEvents: number
  denseEventsPerSecond: number
  sparseBlocks: number
  sparseBlocksPerSecond: number
}

/**
 * Polls readiness every 10 ms from the gateway's start until it has indexed `busy.head`. The dense range is timed
 * from the moment the indexer had committed its last batch wholly below the dense blocks (the first poll that saw
 * that cursor) to the first poll that saw it past them, so a batch that starts before the dense blocks and ends in
 * them counts whole (a lower bound on the rate, never an upper one). The sparse rate counts the blocks indexed after
 * that. Each execution is two Safe events (SafeMultiSigTransaction and ExecutionSuccess).
 */
export async function watchBackfill(url: string, chainId: string, busy: BusySafe): Promise<BackfillFigures> {
  const start = Date.now()
  let beforeDense: number | null = null
  let seen = { block: Number.NEGATIVE_INFINITY, since: start }
  let denseEnd: { at: number; block: number } | null = null
  for (;;) {
    const ready = (await (await fetch(`${url}/health/ready`)).json()) as {
      chains: Record<string, { indexedBlock: number | null }>
    }
    const indexed = ready.chains[chainId]?.indexedBlock ?? -1
    const now = Date.now()
    if (indexed !== seen.block) {
      if (beforeDense === null && indexed >= busy.denseFrom) beforeDense = seen.since
      seen = { block: indexed, since: now }
    }
    if (denseEnd === null && indexed >= busy.denseTo) denseEnd = { at: now, block: indexed }
    if (denseEnd !== null && indexed >= busy.head) {
      const executed = await safeNonce(url, chainId, busy.safe)
      const sparseBlocks = busy.head - denseEnd.block
      return {
        totalMs: now - start,
        denseBlocks: busy.denseTo - busy.denseFrom + 1,
        denseEvents: executed * 2,
        denseEventsPerSecond: Math.round((executed * 2 * 1000) / Math.max(denseEnd.at - (beforeDense ?? start), 1)),
        sparseBlocks,
        sparseBlocksPerSecond: Math.round((sparseBlocks * 1000) / Math.max(now - denseEnd.at, 1)),
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function safeNonce(url: string, chainId: string, safe: string): Promise<number> {
  const info = (await (await fetch(`${url}/v1/chains/${chainId}/safes/${safe}`)).json()) as { nonce: number }
  return info.nonce
}
