/**
 * The benchmarks' indexer: batches of 2,000 blocks from the start, a steady-state backfill instead of one growing
 * into that size from 50.
 */
export const benchIndexer = { initialBlockRange: 2000, maxBlockRange: 2000 }
